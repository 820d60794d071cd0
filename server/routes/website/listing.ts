// sort_type and is_all/page/limit of the finder lists, applied to rows already sorted ascending.
export interface ListingQuery {
  sort_type?: 'asc' | 'desc';
  is_all?: 'true' | 'false';
  page?: number;
  limit?: number;
}

export function applyListing<T>(rows: T[], q: ListingQuery): T[] {
  const sorted = q.sort_type === 'desc' ? [...rows].reverse() : rows;
  if (q.is_all !== 'false') return sorted;
  const limit = q.limit ?? 20;
  const start = ((q.page ?? 1) - 1) * limit;
  return sorted.slice(start, start + limit);
}
