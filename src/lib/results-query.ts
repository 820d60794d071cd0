// The results page's URL is the source of truth (SPEC §7 "Navigation to results"). The Tire Finder builds
// the query with toResultsQuery; the results page reads it back with parseResultsQuery. Pure: no React.
import type { CatalogFilter } from '../contract/catalog';
import { machineParam } from './machine-params';

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
  /** The finder's four searches, or a machine's size (issue 23: find by machine, its own entry outside the finder). */
  mode: SearchMode | 'machine';
  size: string;
  rimDiameter?: string;
  industry?: string;
  equipment?: string;
  /** Machine search: the machine's address in the fitment table ("caterpillar-777g"); the page names it. */
  machine?: string;
}

export interface ParsedResultsQuery {
  summary: SearchSummary;
  /** The catalog filter the products and filter-list calls send. */
  filter: CatalogFilter;
}

const positiveId = (v: string | null): number | undefined =>
  v !== null && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : undefined;

/** At most 40 characters (whole code points), trimmed after the cut too, so reading a value twice changes nothing. */
const text = (v: string | null): string | undefined => {
  const t = v === null ? '' : [...v.trim()].slice(0, 40).join('').trim();
  return t || undefined;
};

/** Reads a results URL back; null when it names no search the page can run. */
export function parseResultsQuery(params: URLSearchParams): ParsedResultsQuery | null {
  const get = (k: string) => params.get(k);
  // A machine's size (issue 23): src/routing/lazy-paths.ts machineResultsPath.
  const machine = machineParam(params);
  const machineSize = text(get('machineTireSize'));
  if (machine !== null && machineSize) {
    return { summary: { mode: 'machine', size: machineSize, machine }, filter: { tire_size: machineSize } };
  }
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

/**
 * The parameters a results URL is read from, as parseResultsQuery reads them: the chosen mode's own (texts
 * trimmed and cut as the page shows them, ids in their plain form); nothing else. Reading the result back
 * gives the same search (test/unit/results-query.test.ts), so the server renders and caches one page for all
 * the spellings of a search (src/ssr/page-key.ts).
 */
export function canonicalResultsParams(params: URLSearchParams): URLSearchParams {
  const parsed = parseResultsQuery(params);
  const out = new URLSearchParams();
  if (!parsed) return out;
  const { summary: s, filter: f } = parsed;
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) out.set(name, String(value));
  };
  if (s.mode === 'industry') {
    set('equipIndustry', f.segment_id);
    set('equipmentType', f.application_id);
    set('indTireSize', s.size);
    set('equipType', s.equipment);
    set('industry', s.industry);
  } else if (s.mode === 'equipment') {
    set('equipTypeId', f.application_id);
    set('equipTireSize', s.size);
    set('equipType', s.equipment);
  } else if (s.mode === 'machine') {
    set('machine', s.machine);
    set('machineTireSize', s.size);
  } else if (s.mode === 'rim') {
    set('rimDiamTireSize', s.size);
    set('rimDiam', s.rimDiameter);
    set('rimDiamTireSizeId', f.rim_size_id);
  } else {
    set('tireSize', s.size);
  }
  return out;
}
