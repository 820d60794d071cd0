-- Issue 21: every change to catalog_meta (a catalog, dealers or documents publish, a rollback, a seed) tells every
-- instance listening on the channel basalt_published when its transaction commits (server/db/publish-listener.ts).
CREATE OR REPLACE FUNCTION basalt_notify_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('basalt_published', TG_OP);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_meta_published AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_meta
  FOR EACH STATEMENT EXECUTE FUNCTION basalt_notify_published();
