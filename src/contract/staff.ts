// The staff console's calls (issue 20, docs/staff-console.md): the shapes the server's /admin/api routes answer
// and the console (src/admin) reads. Types only; the server validates bodies and queries with its schemas.

export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a signed-in account may do, per role; the server checks the route's scope on every call
 * (server/plugins/admin-auth.ts). `staff`: accounts; `tokens`: API tokens; `audit`: the audit log; `erase`:
 * erasing one person's data.
 */
export const ROLE_SCOPES = {
  admin: ['catalog', 'dealers', 'documents', 'leads', 'tokens', 'staff', 'audit', 'erase'],
  editor: ['catalog', 'dealers', 'documents'],
  sales: ['leads'],
} as const satisfies Record<StaffRole, readonly string[]>;
export type StaffScope = (typeof ROLE_SCOPES)[StaffRole][number];

/** The header every session call carries (the session's CSRF token); API token calls need none. */
export const CSRF_HEADER = 'x-csrf-token';

export interface StaffAccountSummary {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** GET /admin/api/session, and the answer of a sign-in or of a link used. */
export interface StaffSession {
  account: StaffAccountSummary;
  scopes: StaffScope[];
  csrfToken: string;
  /** ISO times: the session ends at the first of them (idle moves forward with every call). */
  idleExpiresAt: string;
  expiresAt: string;
  /** Where editors of page copy sign in (Strapi's admin), when the site has one. */
  cmsAdminUrl: string | null;
}

export type StaffStatus = 'active' | 'invited' | 'disabled';

export interface StaffAccount extends StaffAccountSummary {
  status: StaffStatus;
  createdAt: string;
  createdBy: string;
  lastSeenAt: string | null;
}

/** A one-time link (setup, invitation, reset): shown to the admin who made it, to pass on. */
export interface StaffLink {
  url: string;
  expiresAt: string;
}

/** POST /admin/api/links/check: what a one-time link is for. */
export interface LinkInfo {
  purpose: 'first-admin' | 'invite' | 'reset';
  email: string | null;
  name: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  method: string;
  route: string;
  status: number;
  detail: Record<string, unknown>;
}

// Leads

export const LEAD_STATUSES = ['new', 'assigned', 'handled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadKindName = 'contact' | 'consultation' | 'emtrack';
export type NotificationStatus = 'sent' | 'queued' | 'failed';

export interface LeadRow {
  id: number;
  kind: LeadKindName;
  createdAt: string;
  name: string;
  company: string;
  email: string;
  country: string;
  status: LeadStatus;
  assignee: { id: number; name: string } | null;
  notification: NotificationStatus;
}

export interface LeadList {
  leads: LeadRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LeadDetail extends LeadRow {
  /** Every stored field, labelled as the form labels it, in the form's order. */
  fields: { name: string; label: string; value: string }[];
  diagnosticsAttached: boolean;
  notificationDetail: { status: NotificationStatus; attempts: number; lastError: string | null; sentAt: string | null };
  statusChangedAt: string | null;
  statusChangedBy: string | null;
}

/** The list's filters (GET /admin/api/leads and its CSV export take the same query). */
export interface LeadFilter {
  kind?: LeadKindName;
  status?: LeadStatus;
  /** Dates, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  /** Matched against name, company, email and message. */
  q?: string;
  page?: number;
  pageSize?: number;
}

// Imports (catalog and dealers) run as server-side jobs

export type ImportDataset = 'catalog' | 'dealers';
export type ImportJobStatus = 'checking' | 'refused' | 'ready' | 'publishing' | 'published' | 'failed' | 'discarded';

/** A refused file's problem (row and column null when it has none): as the CLI prints them. */
/** One changed record of an import's difference: each field with its old and new value. */
export interface FieldChange {
  field: string;
  old: string;
  new: string;
}

export interface Changed {
  name: string;
  fields: FieldChange[];
}

export interface ImportProblem {
  file: string;
  row: number | null;
  column: string | null;
  rule: string;
  message: string;
}

export interface ImportJob {
  id: number;
  dataset: ImportDataset;
  status: ImportJobStatus;
  fileName: string;
  fileBytes: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** The live version the difference was computed against (null: the seeded data). */
  comparedWith: number | null;
  /** Every problem of a refused job; [] otherwise and in the list (GET …/jobs). */
  problems: ImportProblem[];
  /** The difference from what is live (catalog: CatalogDiff; dealers: DealerDiff), once checked; null in the list. */
  diff: unknown;
  /** The difference in words, one change a line (in the list: its headlines, "Sizes: 0 added, 0 removed, 1 changed"), or the refusal's. */
  summary: string | null;
  published: number | null;
  publishedBy: string | null;
  /** What went wrong, in words that say what to do. */
  error: string | null;
}

export interface DatasetVersionRow {
  id: number;
  createdAt: string;
  createdBy: string;
  sourceName: string;
  published: boolean;
  [extra: string]: unknown;
}

// Documents

export interface StaffDocument {
  slug: string;
  title: string;
  /** `other`: the OE pressure recommendations (generated only). */
  section: 'brochures' | 'sell-sheets' | 'databook' | 'other';
  lines: string[];
  source: 'uploaded' | 'generated';
  /** The public address of the PDF. */
  url: string;
  pages: number | null;
  bytes: number | null;
  uploadedBy: string | null;
  uploadedAt: string | null;
}
