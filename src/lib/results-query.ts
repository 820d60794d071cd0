// The results page's URL is the source of truth (SPEC §7 "Navigation to results"). The Tire Finder builds
// the query with toResultsQuery; the results page reads it back with parseResultsQuery. Pure: no React.
import type { CatalogFilter } from './catalog-types';

export type SearchMode = 'size' | 'rim' | 'equipment' | 'industry';

/** What the visitor chose in the finder, per mode. */
export type FinderSelection =
  | { mode: 'size'; size: string }
  | { mode: 'rim'; rimSizeId: number; rimDiameter: number; size: string }
  | { mode: 'equipment'; applicationId: number; applicationName: string; size: string }
  | {
      mode: 'industry';
      segmentId: number;
      segmentName: string;
      applicationId: number;
      applicationName: string;
      size: string;
    };

/** Query parameters of /tires/tire-results, exactly as SPEC §7 names them. */
export function toResultsQuery(s: FinderSelection): Record<string, string> {
  switch (s.mode) {
    case 'size':
      return { tireSize: s.size };
    case 'rim':
      return { rimDiam: String(s.rimDiameter), rimDiamTireSize: s.size, rimDiamTireSizeId: String(s.rimSizeId) };
    case 'equipment':
      return {
        equipTypeId: String(s.applicationId),
        equipmentType: String(s.applicationId),
        equipType: s.applicationName,
        equipTireSize: s.size,
      };
    case 'industry':
      return {
        equipIndustry: String(s.segmentId),
        equipmentType: String(s.applicationId),
        indTireSize: s.size,
        equipType: s.applicationName,
        industry: s.segmentName,
      };
  }
}

/** The search summary shown on the results page (SPEC §2: size; rim with size; industry; equipment). */
export interface SearchSummary {
  mode: SearchMode;
  size: string;
  rimDiameter?: string;
  industry?: string;
  equipment?: string;
}

export interface ParsedResultsQuery {
  summary: SearchSummary;
  /** The catalog filter the products and filter-list calls send. */
  filter: CatalogFilter;
}

const positiveId = (v: string | null): number | undefined =>
  v !== null && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : undefined;

const text = (v: string | null): string | undefined => {
  const t = v?.trim();
  return t ? t.slice(0, 40) : undefined;
};

/** Reads a results URL back; null when it names no search the page can run. */
export function parseResultsQuery(params: URLSearchParams): ParsedResultsQuery | null {
  const get = (k: string) => params.get(k);
  const industryId = positiveId(get('equipIndustry'));
  if (industryId !== undefined) {
    const size = text(get('indTireSize'));
    const applicationId = positiveId(get('equipmentType'));
    if (!size) return null;
    return {
      summary: { mode: 'industry', size, industry: text(get('industry')), equipment: text(get('equipType')) },
      filter: { segment_id: industryId, application_id: applicationId, tire_size: size },
    };
  }
  const equipmentId = positiveId(get('equipTypeId')) ?? positiveId(get('equipmentType'));
  const equipSize = text(get('equipTireSize'));
  if (equipmentId !== undefined && equipSize) {
    return {
      summary: { mode: 'equipment', size: equipSize, equipment: text(get('equipType')) },
      filter: { application_id: equipmentId, tire_size: equipSize },
    };
  }
  const rimSize = text(get('rimDiamTireSize'));
  if (rimSize) {
    return {
      summary: { mode: 'rim', size: rimSize, rimDiameter: text(get('rimDiam')) },
      filter: { rim_size_id: positiveId(get('rimDiamTireSizeId')), tire_size: rimSize },
    };
  }
  const size = text(get('tireSize'));
  if (size) return { summary: { mode: 'size', size }, filter: { tire_size: size } };
  return null;
}
