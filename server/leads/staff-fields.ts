// How the staff console shows a stored lead (issue 20, docs/staff-console.md): its fields labelled as the
// visitor's form labels them and in the form's reading order (src/features/contact/ContactFields.tsx,
// src/features/emtrack/RegistrationFields.tsx), choices in words, and the few values the list shows (name,
// company, email, country), which the kinds store under different names.
import { REGION_LABELS, type Region } from '../../src/lib/forms/contact-schema';
import { countryList } from './countries';
import type { LeadData, LeadKind } from './types';

type Labels = readonly (readonly [field: string, label: string])[];

const contactLabels = (comments: string): Labels => [
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['company_name', 'Company Name'],
  ['email_address', 'Email Address'],
  ['phone', 'Phone'],
  ['region', 'Region'],
  ['country', 'Country'],
  ['state', 'State/Province'],
  ['city', 'City'],
  ['zip_code', 'Zip/Postal Code'],
  ['equipment_make', 'Equipment Make'],
  ['equipment_model', 'Equipment Model'],
  ['comments', comments],
];

/** The sign-up's verify_email repeats email (the form checks they match): stored, not shown, as in the CSV. */
const HIDDEN = new Set(['verify_email']);

export const FIELD_LABELS: Record<LeadKind, Labels> = {
  contact: contactLabels('Comments'),
  consultation: contactLabels('Question or Comment'),
  emtrack: [
    ['is_existing_user', 'I am an existing EMTrack user'],
    ['em_serial_number', 'EMTrack Serial Number'],
    ['user_type', 'I am a'],
    ['first_name', 'First Name'],
    ['last_name', 'Last Name'],
    ['email', 'Email'],
    ['country', 'Country'],
    ['state', 'State/Province'],
    ['city', 'City'],
    ['preferred_access_type', 'Preferred access type'],
  ],
};

/** Choices as the form words them. */
const CHOICES: Record<string, Record<string, string>> = {
  region: REGION_LABELS satisfies Record<Region, string>,
  user_type: { DEALER: 'Dealer', END_USER: 'End User', EMPLOYEE: 'Employee' },
  preferred_access_type: { FULL: 'Full access', RESTRICTED: 'Restricted access' },
};

let countryNames: Map<string, string> | null = null;

/** The sign-up stores a country code (CA); the contact forms the name as typed. */
function country(kind: LeadKind, value: string): string {
  if (kind !== 'emtrack') return value;
  countryNames ??= new Map(countryList().map((c) => [c.country_code, c.country]));
  return countryNames.get(value) ?? value;
}

function shown(kind: LeadKind, field: string, value: string | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'country') return country(kind, value);
  return CHOICES[field]?.[value] ?? value;
}

/** Every stored field in the form's order, then any the form no longer has (by their own name). */
export function labelledFields(kind: LeadKind, data: LeadData): { name: string; label: string; value: string }[] {
  const labels = FIELD_LABELS[kind];
  const known = new Set(labels.map(([field]) => field));
  const out = labels.filter(([field]) => data[field] !== undefined).map(([name, label]) => ({ name, label, value: shown(kind, name, data[name]!) }));
  for (const [name, value] of Object.entries(data)) {
    if (!known.has(name) && !HIDDEN.has(name)) out.push({ name, label: name, value: shown(kind, name, value) });
  }
  return out;
}

const text = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');

/** The list's columns: contact forms store email_address and company_name, the sign-up email and no company. */
export function summaryOf(kind: LeadKind, data: LeadData): { name: string; company: string; email: string; country: string } {
  return {
    name: [text(data.first_name), text(data.last_name)].filter((s) => s !== '').join(' '),
    company: text(data.company_name),
    email: text(data.email_address) || text(data.email),
    country: country(kind, text(data.country)),
  };
}

/** The JSON fields the text search looks in (server/leads/staff-query.ts). */
export const SEARCHED_FIELDS = ['first_name', 'last_name', 'company_name', 'email_address', 'email', 'comments'] as const;
/** The fields that hold a lead's email address, per kind. */
export const EMAIL_FIELDS = ['email_address', 'email'] as const;
