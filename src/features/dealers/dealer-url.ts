// The last search lives in the URL (/dealers?q=89801&kind=earthmover&unit=km&page=2, or lat & lng for a
// located visitor) so a link can be shared and a reload shows the same dealers.
import type { DealerWhere } from '../../../machines/dealer-locator.machine';
import type { DealerKind, DistanceUnit } from '../../contract/dealers';

export interface DealerUrlState {
  where: DealerWhere | null;
  kind: DealerKind;
  unit: DistanceUnit;
  page: number;
}

const coordinate = (raw: string | null, limit: number): number | null => {
  if (raw === null || !/^-?\d{1,3}(\.\d{1,8})?$/.test(raw)) return null;
  const n = Number(raw);
  return Math.abs(n) <= limit ? n : null;
};

export function parseDealerUrl(params: URLSearchParams): DealerUrlState {
  const q = params.get('q')?.trim().slice(0, 200) ?? '';
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  const page = Number(params.get('page'));
  return {
    where: q !== '' ? { q } : lat !== null && lng !== null ? { lat, lng } : null,
    kind: params.get('kind') === 'earthmover' ? 'earthmover' : 'recommended',
    unit: params.get('unit') === 'km' ? 'km' : 'mi',
    page: Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1,
  };
}

export function dealerUrlParams(s: DealerUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (s.where && 'q' in s.where) params.set('q', s.where.q);
  if (s.where && 'lat' in s.where) {
    params.set('lat', s.where.lat.toFixed(5));
    params.set('lng', s.where.lng.toFixed(5));
  }
  if (s.kind !== 'recommended') params.set('kind', s.kind);
  if (s.unit !== 'mi') params.set('unit', s.unit);
  if (s.page > 1) params.set('page', String(s.page));
  return params;
}
