-- Issue 23 part 2, made fast: one table of everything the header search finds, so a search is a few index scans
-- on it instead of six branches with joins, groups and per-row text vectors (docs/search.md).
--
-- Each row is one key of one entry (an entry: a kind and its ref). The key says how it is compared, by its first
-- letter: 's' a size's key (lower case, spaces dropped, the notation kept), 'l' a loose key (letters and digits:
-- a line, a model, a make and model), 'w' a whole name or title (lower case), 'n' a near key: the loose key, or
-- the loose key with one character deleted, so that a text one character off (one left out, one added, one
-- changed) shares a near key with it; the edit distance then confirms it (`near` holds the loose key for that).
-- Names and titles are also matched word by word (`words`, full text).
--
-- Sources: 'catalog' (sizes, lines, machines, industries) and 'content' (the built-in content service's published
-- articles) are rebuilt here, in the transaction that publishes them (the trigger below, on their version in
-- catalog_meta); 'documents' and 'upstream' (a Strapi's articles) are written by the server when their list
-- changes (server/search/sources.ts), with their fingerprint in search_source.
CREATE TABLE "search_entry" (
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"label" text NOT NULL,
	"detail" text,
	"key" text COLLATE "C" NOT NULL,
	"alternate" boolean DEFAULT false NOT NULL,
	"near" text,
	"words" tsvector
);
--> statement-breakpoint
CREATE INDEX "search_entry_key" ON "search_entry" ("key");
--> statement-breakpoint
-- fastupdate off: new entries go into the index itself, not a pending list every search would read through until a
-- vacuum (PGlite has no autovacuum; the list made a search's full-text scan 50 times slower).
CREATE INDEX "search_entry_words" ON "search_entry" USING gin ("words") WITH (fastupdate = off);
--> statement-breakpoint
CREATE TABLE "search_source" (
	"source" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Lower case, the Latin letters U+00C0-U+024F as NFKD without its marks makes them ("Bélaz" -> "belaz", "Ĳ" -> "ij"):
-- what server/search/terms.ts makes of a typed text (test/server/search.test.ts compares the two). `lower` alone
-- would not do: in the "C" locale it changes A-Z only.
CREATE FUNCTION basalt_search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(translate(t,
    'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŁŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǤǦǧǨǩǪǫǬǭǮǯǰǴǵǶǷǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎ',
    'aaaaaaæceeeeiiiiðnoooooøuuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiijjkkllllllłnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzsɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽaaiioouuuuuuuuuuaaaaææǥggkkooooʒʒjggƕƿnnaaææøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏ'),
    '[Ĳĳ]', 'ij', 'g'),
    '[Ŀŀ]', 'l·', 'g'),
    '[ŉ]', 'ʼn', 'g'),
    '[ǄǅǆǱǲǳ]', 'dz', 'g'),
    '[Ǉǈǉ]', 'lj', 'g'),
    '[Ǌǋǌ]', 'nj', 'g')) $$;
--> statement-breakpoint
-- "RH-4A+" -> "rh4a", "29.5R25" -> "295r25".
CREATE FUNCTION basalt_search_loose(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(basalt_search_fold(t), '[^a-z0-9]+', '', 'g') $$;
--> statement-breakpoint
-- "29.5 R 25" -> "29.5r25".
CREATE FUNCTION basalt_search_key(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT basalt_search_fold(regexp_replace(t, '\s+', '', 'g')) $$;
--> statement-breakpoint
-- A whole name's or title's key, as the text's (spaces collapsed, at most 100 characters: a search text's limit):
-- "Quarry & Aggregate" -> "wquarry & aggregate".
CREATE FUNCTION basalt_search_whole(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT 'w' || btrim(basalt_search_fold(left(btrim(regexp_replace(t, '\s+', ' ', 'g')), 100))) $$;
--> statement-breakpoint
-- A loose key and each of it with one character deleted ("777g": 777g, 77g, 77g, 77g, 777): its near keys.
CREATE FUNCTION basalt_search_near(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT t UNION SELECT left(t, i - 1) || substr(t, i + 1) FROM generate_series(1, length(t)) AS i $$;
--> statement-breakpoint
-- An entry's keys from its loose keys: each as an 'l' key and its near keys (a near key of an entry once).
CREATE FUNCTION basalt_search_loose_keys(looses text[]) RETURNS TABLE (key text, near text) LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT DISTINCT 'l' || l, NULL::text FROM unnest(looses) AS l WHERE l <> ''
    UNION ALL
    SELECT DISTINCT 'n' || v, l FROM unnest(looses) AS l, basalt_search_near(l) AS v WHERE length(l) >= 3
  $$;
--> statement-breakpoint
CREATE FUNCTION basalt_search_rebuild(part text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_entry WHERE source = part;
  IF part = 'catalog' THEN
    -- Sizes: the size's key, its near keys, and the other notation's key (matched as the same size).
    INSERT INTO search_entry (source, kind, ref, label, key)
      SELECT DISTINCT 'catalog', 'size', size, size, 's' || basalt_search_key(size) FROM tire_size;
    INSERT INTO search_entry (source, kind, ref, label, key, near)
      SELECT DISTINCT 'catalog', 'size', s.size, s.size, 'n' || v, basalt_search_loose(s.size)
      FROM (SELECT DISTINCT size FROM tire_size) s, basalt_search_near(basalt_search_loose(s.size)) AS v
      WHERE length(basalt_search_loose(s.size)) >= 3;
    INSERT INTO search_entry (source, kind, ref, label, detail, key, alternate)
      SELECT DISTINCT 'catalog', 'size', size, size, alternate_size, 's' || basalt_search_key(alternate_size), true FROM tire_size
      WHERE alternate_size IS NOT NULL AND basalt_search_key(alternate_size) <> basalt_search_key(size);
    -- Lines: to their first size's details, with their number of sizes.
    INSERT INTO search_entry (source, kind, ref, label, detail, key, near)
      SELECT 'catalog', 'line', l.ref, l.pattern_name, l.sizes, k.key, k.near
      FROM (SELECT p.pattern_name, (array_agg(ts.tire_size_id ORDER BY ts.size COLLATE "C", ts.tire_size_id))[1]::text AS ref,
              count(DISTINCT ts.size)::text AS sizes
            FROM pattern p JOIN tire_size ts ON ts.pattern_id = p.pattern_id GROUP BY p.pattern_id, p.pattern_name) l,
        basalt_search_loose_keys(ARRAY[basalt_search_loose(l.pattern_name)]) AS k;
    -- Machines: by model alone ("777g") and by make and model ("caterpillar777g"; a shortening such as CAT is
    -- turned into the make by the search's terms).
    INSERT INTO search_entry (source, kind, ref, label, detail, key, near)
      SELECT 'catalog', 'machine', m.slug, m.make || ' ' || m.model, m.equipment, k.key, k.near
      FROM machine m, basalt_search_loose_keys(ARRAY[basalt_search_loose(m.model), basalt_search_loose(m.make || m.model)]) AS k;
    -- Industries: the whole name, its words, its near keys.
    INSERT INTO search_entry (source, kind, ref, label, key, words)
      SELECT 'catalog', 'industry', segment_id::text, name, basalt_search_whole(name), to_tsvector('simple', basalt_search_fold(name)) FROM segment;
    INSERT INTO search_entry (source, kind, ref, label, key, near)
      SELECT 'catalog', 'industry', s.segment_id::text, s.name, k.key, k.near
      FROM segment s, basalt_search_loose_keys(ARRAY[basalt_search_loose(s.name)]) AS k WHERE k.key LIKE 'n%';
  ELSIF part = 'content' THEN
    -- The built-in content service's published articles: the whole title, and the words of title and summary.
    INSERT INTO search_entry (source, kind, ref, label, key, words)
      SELECT 'content', 'article', data->>'slug', data->>'title', basalt_search_whole(data->>'title'),
        to_tsvector('simple', basalt_search_fold((data->>'title') || ' ' || coalesce(data->>'summary', '')))
      FROM content_item
      WHERE collection = 'articles' AND published_at IS NOT NULL AND data->>'slug' IS NOT NULL AND data->>'title' IS NOT NULL;
  END IF;
  -- Fresh statistics, or the planner takes the table for the empty one it was and scans it whole (PGlite has no
  -- autovacuum to gather them).
  ANALYZE search_entry;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION basalt_search_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM basalt_search_rebuild(CASE NEW.key WHEN 'catalog_version' THEN 'catalog' ELSE 'content' END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_meta_search AFTER INSERT OR UPDATE ON catalog_meta
  FOR EACH ROW WHEN (NEW.key IN ('catalog_version', 'content_version')) EXECUTE FUNCTION basalt_search_published();
--> statement-breakpoint
-- The search (server/search/repository.ts): `los`/`his` the ranges of keys that start with the text ('s', 'l'),
-- `equal` the keys equal to it ('w', 'n'), `looses` the text's loose forms a near key is confirmed against, `tsq`
-- its words. Rank 0 exact, 1 a prefix or every word, 2 one character off; `lim` entries of each kind.
CREATE FUNCTION basalt_search(los text[], his text[], equal text[], looses text[], tsq tsquery, lim integer, sources text[])
  RETURNS TABLE (kind text, label text, detail text, ref text, rank integer) LANGUAGE plpgsql STABLE
  -- Planned once per connection: every plan of it is the same three index scans, whatever the text (a plan each
  -- search cost ~0.5 ms on PGlite, as much as running it).
  SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    -- Each row matched by a key and how: 0 exact, 1 a prefix (or the words), 2 near; and how close.
    with m as (
      select e.kind, e.ref, e.label, e.detail, e.alternate, case when e.key = p.lo then 0 else 1 end as rank,
          -- what is left to type; a size's other notation is a little further than its own
          length(e.key) - length(p.lo) + case when e.alternate then 0.5 else 0 end::real as distance
        from unnest(los, his) as p(lo, hi) join search_entry e on e.key >= p.lo collate "C" and e.key < p.hi collate "C"
        where e.source = any(sources)
      union all
      select e.kind, e.ref, e.label, e.detail, e.alternate, case when e.near is null then 0 else 2 end,
          case when e.near is null then 0 else 1 - similarity(e.near, l.loose) end
        from search_entry e left join lateral (
          select c as loose from unnest(looses) as c where levenshtein_less_equal(e.near, c, 1) <= 1 limit 1
        ) l on true
        where e.key = any(equal) and e.source = any(sources) and (e.near is null or l.loose is not null)
      union all
      select e.kind, e.ref, e.label, e.detail, e.alternate, 1, 1 - ts_rank(e.words, tsq)
        from search_entry e
        where e.words @@ tsq and e.source = any(sources)
    ),
    -- An entry's best match (its rank, and the distance of its closest match of that rank); a size found by its
    -- other notation, and not exactly by its own, names it.
    entry as (
      select m.kind, m.ref, min(m.label) as label, min(m.rank) as rank, min(m.rank * 1000 + m.distance) - min(m.rank) * 1000 as distance,
        case when min(m.rank) filter (where not m.alternate) = 0 then min(m.detail) filter (where not m.alternate)
             else coalesce(min(m.detail) filter (where m.alternate and m.rank < 2), min(m.detail) filter (where not m.alternate)) end as detail
      from m group by m.kind, m.ref
    )
    -- Inside a kind: rank; then how close (what is left to type, the words' weight, the trigram similarity of a
    -- near key); then the name, in byte order.
    select r.kind, r.label, r.detail, r.ref, r.rank from (
      select entry.*, row_number() over (partition by entry.kind order by entry.rank, entry.distance, entry.label collate "C") as n from entry
    ) r
    where r.n <= lim
    order by r.kind, r.n;
END;
$$;
--> statement-breakpoint
SELECT basalt_search_rebuild('catalog');
--> statement-breakpoint
SELECT basalt_search_rebuild('content');
--> statement-breakpoint
-- The keys migration 0015 stored on the catalog's tables: the search reads this table now.
DROP INDEX "tire_size_search_size";
--> statement-breakpoint
DROP INDEX "tire_size_search_alternate";
--> statement-breakpoint
DROP INDEX "tire_size_search_loose";
--> statement-breakpoint
DROP INDEX "pattern_search_loose";
--> statement-breakpoint
DROP INDEX "machine_search_loose";
--> statement-breakpoint
DROP INDEX "segment_search_name";
--> statement-breakpoint
DROP INDEX "content_item_article_text";
--> statement-breakpoint
ALTER TABLE "tire_size" DROP COLUMN "search_size", DROP COLUMN "search_alternate", DROP COLUMN "search_loose";
--> statement-breakpoint
ALTER TABLE "pattern" DROP COLUMN "search_loose";
--> statement-breakpoint
ALTER TABLE "machine" DROP COLUMN "search_loose", DROP COLUMN "search_make";
