// The lead list's filters in the URL (?kind=&status=&from=&to=&q=&page=), so a reload or a shared link shows the
// same leads. Values the list does not know are dropped, not sent to be refused.
import { LEAD_STATUSES, type LeadFilter, type LeadKindName, type LeadStatus } from '../../../contract/staff';
import { cleanFilter } from '../../../../machines/staff-lead-filter.machine';

export const LEAD_PAGE_SIZE = 25;

const KINDS: readonly LeadKindName[] = ['contact', 'consultation', 'emtrack'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function filterFromQuery(params: URLSearchParams): LeadFilter {
  const kind = params.get('kind');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return cleanFilter({
    kind: KINDS.includes(kind as LeadKindName) ? (kind as LeadKindName) : undefined,
    status: LEAD_STATUSES.includes(status as LeadStatus) ? (status as LeadStatus) : undefined,
    from: DATE.test(params.get('from') ?? '') ? params.get('from')! : undefined,
    to: DATE.test(params.get('to') ?? '') ? params.get('to')! : undefined,
    q: params.get('q')?.slice(0, 200) ?? undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  });
}

export function queryFromFilter(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  const clean = cleanFilter(filter);
  for (const key of ['kind', 'status', 'from', 'to', 'q'] as const) {
    const value = clean[key];
    if (value) params.set(key, value);
  }
  if (clean.page && clean.page > 1) params.set('page', String(clean.page));
  return params;
}

/** Whether two filters show the same leads (the same URL). */
export const sameFilter = (a: LeadFilter, b: LeadFilter) => queryFromFilter(a).toString() === queryFromFilter(b).toString();
