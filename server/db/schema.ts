// Catalog schema. Column names follow the public API (SPEC §3) so queries can return rows as they are.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customType } from 'drizzle-orm/pg-core';
import type { LoadIndex, ProductClass, Specification } from '../../src/contract/catalog';

export const rimSize = pgTable('rim_size', {
  rim_size_id: serial('rim_size_id').primaryKey(),
  rim_diameter: doublePrecision('rim_diameter').notNull().unique(),
});

export const segment = pgTable('segment', {
  segment_id: serial('segment_id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const application = pgTable('application', {
  application_id: serial('application_id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const segmentApplication = pgTable(
  'segment_application',
  {
    segment_id: integer('segment_id').notNull().references(() => segment.segment_id),
    application_id: integer('application_id').notNull().references(() => application.application_id),
  },
  (t) => [primaryKey({ columns: [t.segment_id, t.application_id] })],
);

export const tireType = pgTable('tire_type', {
  tire_type_id: serial('tire_type_id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const traCode = pgTable('tra_code', {
  tra_code_id: serial('tra_code_id').primaryKey(),
  code: text('code').notNull().unique(),
});

export const pattern = pgTable(
  'pattern',
  {
    pattern_id: serial('pattern_id').primaryKey(),
    pattern_name: text('pattern_name').notNull().unique(),
    tag_line: text('tag_line').notNull(),
    description: text('description').notNull(),
    family: text('family').notNull(),
    /** Low Seam (UMS), American bias or Permafoam line (their warranty, SPEC §9); null for the others. */
    product_class: text('product_class').$type<ProductClass>(),
  },
  (t) => [check('pattern_product_class_check', sql`${t.product_class} in ('LOW_SEAM', 'AMERICAN_BIAS', 'PERMAFOAM')`)],
);

export const patternImage = pgTable(
  'pattern_image',
  {
    id: serial('id').primaryKey(),
    pattern_id: integer('pattern_id').notNull().references(() => pattern.pattern_id),
    url: text('url').notNull(),
    sequence: integer('sequence').notNull(),
  },
  (t) => [uniqueIndex('pattern_image_seq').on(t.pattern_id, t.sequence)],
);

export const patternFeature = pgTable(
  'pattern_feature',
  {
    id: serial('id').primaryKey(),
    pattern_id: integer('pattern_id').notNull().references(() => pattern.pattern_id),
    feature: text('feature').notNull(),
    sequence: integer('sequence').notNull(),
  },
  (t) => [uniqueIndex('pattern_feature_seq').on(t.pattern_id, t.sequence)],
);

export const patternBenefit = pgTable(
  'pattern_benefit',
  {
    id: serial('id').primaryKey(),
    pattern_id: integer('pattern_id').notNull().references(() => pattern.pattern_id),
    benefit: text('benefit').notNull(),
    sequence: integer('sequence').notNull(),
  },
  (t) => [uniqueIndex('pattern_benefit_seq').on(t.pattern_id, t.sequence)],
);

export const tireSize = pgTable(
  'tire_size',
  {
    tire_size_id: serial('tire_size_id').primaryKey(),
    size: text('size').notNull(),
    suffix: text('suffix').notNull(),
    alternate_size: text('alternate_size').notNull(),
    ply_rating: text('ply_rating').notNull(),
    pattern_id: integer('pattern_id').notNull().references(() => pattern.pattern_id),
    tire_type_id: integer('tire_type_id').notNull().references(() => tireType.tire_type_id),
    tra_code_id: integer('tra_code_id').notNull().references(() => traCode.tra_code_id),
    rim_size_id: integer('rim_size_id').notNull().references(() => rimSize.rim_size_id),
    specification: jsonb('specification').$type<Specification>().notNull(),
    load_index: jsonb('load_index').$type<LoadIndex>(),
  },
  (t) => [
    uniqueIndex('tire_size_natural_key').on(t.pattern_id, t.size, t.ply_rating, t.tra_code_id),
    index('tire_size_size').on(t.size),
    index('tire_size_rim').on(t.rim_size_id),
  ],
);

export const tireSizeApplication = pgTable(
  'tire_size_application',
  {
    tire_size_id: integer('tire_size_id').notNull().references(() => tireSize.tire_size_id),
    application_id: integer('application_id').notNull().references(() => application.application_id),
  },
  (t) => [
    primaryKey({ columns: [t.tire_size_id, t.application_id] }),
    index('tsa_application').on(t.application_id),
  ],
);

// Denormalised from tire_size_application x segment_application at seed time: the industry filter is the
// hottest join of the finder, and the pair never changes outside a seed.
export const tireSizeSegment = pgTable(
  'tire_size_segment',
  {
    tire_size_id: integer('tire_size_id').notNull().references(() => tireSize.tire_size_id),
    segment_id: integer('segment_id').notNull().references(() => segment.segment_id),
  },
  (t) => [primaryKey({ columns: [t.tire_size_id, t.segment_id] }), index('tss_segment').on(t.segment_id)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// Bumped by every seed; response caches key on it.
export const catalogMeta = pgTable('catalog_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Generated artwork and uploaded content media, served under /media/<path> (one configurable base address).
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  content_type: text('content_type').notNull(),
  body: bytea('body').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Content service entries (Strapi v5 dialect at /content/api): one row per entry of a collection. The
// attributes live in `data` (scalars, media references, component lists), as a Strapi entry would hold them.
export const contentItem = pgTable(
  'content_item',
  {
    id: serial('id').primaryKey(),
    document_id: text('document_id').notNull().unique(),
    collection: text('collection').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    published_at: timestamp('published_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [index('content_item_collection').on(t.collection, t.id)],
);

// Leads (contact, consultation, EMTrack sign-up; issue 6). One row per accepted submission; `data` holds the
// validated, trimmed fields exactly as typed (never HTML-interpreted). `kind` picks the form. `diagnostics`:
// the visitor's attached QA state export (JSON text as sent, redacted), contact / consultation only.
export const lead = pgTable(
  'lead',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, string | boolean>>().notNull(),
    diagnostics: text('diagnostics'),
    client_ip: text('client_ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sales team's handling (issue 20): new, assigned (to assignee_id) or handled. */
    status: text('status').notNull().default('new'),
    assignee_id: integer('assignee_id'),
    status_changed_at: timestamp('status_changed_at', { withTimezone: true }),
    status_changed_by: text('status_changed_by'),
  },
  (t) => [
    index('lead_kind_created').on(t.kind, t.created_at),
    index('lead_created').on(t.created_at),
    check('lead_status', sql`${t.status} in ('new', 'assigned', 'handled')`),
  ],
);

// Notifications waiting for (or done with) SMTP. Written in the same transaction as the lead, so a lead is
// never stored without its notification; a drain sends rows whose next_attempt_at has come, with back-off.
export const leadOutbox = pgTable(
  'lead_outbox',
  {
    id: serial('id').primaryKey(),
    lead_id: integer('lead_id')
      .notNull()
      .references(() => lead.id),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_outbox_pending').on(t.sent_at, t.next_attempt_at)],
);

// First answer per (route, Idempotency-Key): a retry replays it; the same key with another body is refused.
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    status_code: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

// Dealer locator (issue 7): recommended stores and Earthmover service locations with their coordinates.
// Searched in memory (a few hundred rows, loaded once per seed); `kind` is checked here as in the API.
export const dealer = pgTable(
  'dealer',
  {
    dealer_id: serial('dealer_id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<'recommended' | 'earthmover'>().notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postal_code: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    services: jsonb('services').$type<string[]>().notNull(),
    hours: jsonb('hours').$type<string[]>().notNull(),
  },
  (t) => [
    uniqueIndex('dealer_natural_key').on(t.kind, t.name, t.street, t.city),
    index('dealer_kind').on(t.kind),
    check('dealer_kind_check', sql`${t.kind} in ('recommended', 'earthmover')`),
    check('dealer_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('dealer_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);

// Tires that a catalog import removed (issue 18): their details URL answers 410 with a link to their line's
// other sizes, and a tire that comes back with the same line, size and rating gets its id back.
export const tireRetired = pgTable('tire_retired', {
  tire_size_id: integer('tire_size_id').primaryKey(),
  pattern_name: text('pattern_name').notNull(),
  size: text('size').notNull(),
  ply_rating: text('ply_rating').notNull(),
  retired_at: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

// Every catalog an import or the seed published, whole, so that a rollback can publish an earlier one. Line
// images are stored once by content hash (catalog_blob) and named from the version's catalog.
export const catalogVersion = pgTable('catalog_version', {
  id: serial('id').primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who stored it: an API token's name, or "cli (<user>)". */
  created_by: text('created_by').notNull(),
  source_name: text('source_name').notNull(),
  source_hash: text('source_hash').notNull(),
  line_count: integer('line_count').notNull(),
  size_count: integer('size_count').notNull(),
  /** The version that was live when this one was published: what a rollback from this one publishes. */
  replaces: integer('replaces'),
  catalog: jsonb('catalog').$type<Record<string, unknown>>().notNull(),
});

export const catalogBlob = pgTable('catalog_blob', {
  hash: text('hash').primaryKey(),
  content_type: text('content_type').notNull(),
  body: bytea('body').notNull(),
});

// Admin API tokens (issue 18): created by `npm run tokens`, shown once, stored as the SHA-256 of the secret
// (a 256-bit random value: no dictionary to guess from, so a slow hash adds nothing), named, scoped, revocable.
export const apiToken = pgTable('api_token', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Some of catalog, dealers, documents, leads. */
  scopes: text('scopes').array().notNull(),
  secret_hash: text('secret_hash').notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: text('created_by').notNull(),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  last_used_at: timestamp('last_used_at', { withTimezone: true }),
});

// Every call to the admin API, refused ones included: who (a token's name, never its secret), which route (its
// pattern, never the request's values), the answer's status and what changed (version numbers, counts).
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('audit_log_at').on(t.at)],
);

// Versions of the other data a brand imports (issue 18): the dealer network now. Each is stored whole, so a
// rollback can publish the one before; catalog_meta's `<kind>_published_version` names the live one.
export const datasetVersion = pgTable(
  'dataset_version',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: text('created_by').notNull(),
    source_name: text('source_name').notNull(),
    source_hash: text('source_hash').notNull(),
    item_count: integer('item_count').notNull(),
    replaces: integer('replaces'),
    body: jsonb('body').$type<unknown[]>().notNull(),
  },
  (t) => [index('dataset_version_kind').on(t.kind, t.id)],
);

// Documents the brand uploads (issue 18): PDFs and cover images stored once by content hash, and the listing
// that names them. An upload replaces the generated document of the same section and title (same slug).
export const documentFile = pgTable('document_file', {
  hash: text('hash').primaryKey(),
  content_type: text('content_type').notNull(),
  body: bytea('body').notNull(),
});

export const uploadedDocument = pgTable('uploaded_document', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** BROCHURES or SELL_SHEET (SPEC §3 resource types). */
  type: text('type').notNull(),
  lines: text('lines').array().notNull(),
  file_hash: text('file_hash').notNull(),
  pages: integer('pages').notNull(),
  bytes: integer('bytes').notNull(),
  cover_hash: text('cover_hash'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: text('created_by').notNull(),
});

// The staff console (issue 20, docs/staff-console.md). Staff accounts: one role each; the password hash is
// scrypt's (server/staff/passwords.ts) and null until the invited person sets one; disabled accounts keep
// their row, so the audit log and history still name them.
export const staffAccount = pgTable(
  'staff_account',
  {
    id: serial('id').primaryKey(),
    /** Lower case; the sign-in name. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** admin, editor or sales. */
    role: text('role').notNull(),
    password_hash: text('password_hash'),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }),
    disabled_at: timestamp('disabled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: text('created_by').notNull(),
  },
  (t) => [uniqueIndex('staff_account_email').on(t.email), check('staff_account_role', sql`${t.role} in ('admin', 'editor', 'sales')`)],
);

// Signed-in sessions: the cookie carries a 256-bit secret, the row its SHA-256. Idle and absolute expiry are
// checked on every call; signing out everywhere deletes an account's rows.
export const staffSession = pgTable(
  'staff_session',
  {
    id_hash: text('id_hash').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => staffAccount.id, { onDelete: 'cascade' }),
    csrf_token: text('csrf_token').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_session_account').on(t.account_id)],
);

// One-time links: the first admin's setup link, an invitation, a password reset. The row keeps the SHA-256 of
// the link's secret; a link works once and until it expires.
export const staffLink = pgTable('staff_link', {
  token_hash: text('token_hash').primaryKey(),
  /** first-admin, invite or reset. */
  purpose: text('purpose').notNull(),
  account_id: integer('account_id').references(() => staffAccount.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
});

// Failed sign-ins per account and per client (the client's address as a keyed hash, never the address):
// how long the next attempt waits (server/staff/throttle.ts). Rows age out.
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  last_failure_at: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

// Catalog and dealer imports run as server-side jobs (issue 20): the uploaded file, the check's outcome (its
// problems, or the difference from the live version it was compared with), and the publish.
export const importJob = pgTable(
  'import_job',
  {
    id: serial('id').primaryKey(),
    /** catalog or dealers. */
    dataset: text('dataset').notNull(),
    /** checking, refused, ready, publishing, published, failed, discarded. */
    status: text('status').notNull(),
    file_name: text('file_name').notNull(),
    file_type: text('file_type').notNull(),
    file: bytea('file').notNull(),
    file_bytes: integer('file_bytes').notNull(),
    created_by: text('created_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    compared_with: integer('compared_with'),
    problems: jsonb('problems').$type<unknown[]>(),
    diff: jsonb('diff').$type<unknown>(),
    summary: text('summary'),
    published: integer('published'),
    published_by: text('published_by'),
    error: text('error'),
  },
  (t) => [index('import_job_dataset').on(t.dataset, t.id)],
);

// Request counts of the rate-limited routes (issue 21): one row per route and client, shared by every instance on
// the database, so a limit holds however requests are spread. `window_start` is when the current window began.
export const rateLimitHit = pgTable('rate_limit_hit', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
});

// The fitment table (issue 23 part 1): which tire sizes a machine runs on, replaced with the catalog by a publish.
// `slug` (make and model in lower case, other characters as "-") is the machine's address; `position` keeps the
// sheet's order for an export.
export const machine = pgTable('machine', {
  machine_id: serial('machine_id').primaryKey(),
  slug: text('slug').notNull().unique(),
  make: text('make').notNull(),
  model: text('model').notNull(),
  equipment: text('equipment').notNull(),
  front_size: text('front_size').notNull(),
  rear_size: text('rear_size').notNull(),
  rim: text('rim').notNull(),
  payload_t: doublePrecision('payload_t'),
  empty_weight_t: doublePrecision('empty_weight_t'),
  /** Percent of the weight on each axle, front to rear, empty and loaded (src/lib/duty/machine-loads.ts); null when
   * the source gives none. */
  empty_split: doublePrecision('empty_split').array(),
  loaded_split: doublePrecision('loaded_split').array(),
  /** Tires on each axle, front to rear, when not its kind's usual layout (a rigid truck 2/4, others 2 an axle). */
  tires_per_axle: integer('tires_per_axle').array(),
  source: text('source').notNull(),
  /** Where the weights and split come from when not the source ('' when the same). */
  weights_source: text('weights_source').notNull().default(''),
  sample: boolean('sample').notNull(),
  position: integer('position').notNull(),
});
