// The values the app's machines hold, as checks typed by the machines' own types (a check that drifts from
// its type does not compile). Shared by the contexts and the events of machine-specs.ts.
import type { DealerWhere } from '../../../machines/dealer-locator.machine';
import type { PdfDocumentRef } from '../../../machines/pdf-modal.machine';
import type { FilterLists } from '../../../machines/results-filter.machine';
import type { FinderContext } from '../../../machines/tire-finder.machine';
import { DEALER_KINDS, DISTANCE_UNITS } from '../../contract/dealer-rules';
import type { FinderSelection } from '../../lib/results-query';
import { COMPARE_LIMIT } from '../../contract/compare';
import { either, id, Invalid, isObject, list, nullable, num, object, oneOf, optional, refine, text, unsafeInAddress, type Check } from './schema';

/** This site's configuration an import is checked against (the file never changes it). */
export interface ImportSite {
  /** The content service's image host (config.mediaBaseUrl); '' means this origin. */
  mediaBaseUrl: string;
}

/** A label, name or typed search: far longer than any real one, short enough to render. */
export const label = text(500);

/** Lists of catalog ids (filter options): far more than the catalog holds. */
const ids = list(id, 2000);

/**
 * An address the page loads (an image, a PDF) from this site or its configured media host: a path of this
 * origin ('/…', never '//…' or '/\…', which browsers read as another host), or under mediaBaseUrl. Never
 * another origin, never `javascript:` or `data:`.
 */
export function siteAddress(site: ImportSite): Check<string> {
  const address = text(2000);
  return (v, path) => {
    const url = address(v, path);
    const ownPath = /^\/(?![/\\])/.test(url) && !unsafeInAddress(url);
    if (ownPath || (site.mediaBaseUrl !== '' && url.startsWith(`${site.mediaBaseUrl}/`))) return url;
    throw new Invalid(path, 'is not an address of this site');
  };
}

/** A compare pick as exports made before the picks were ids hold it: a row of what the bar showed. */
interface LegacyComparePick {
  tireId: number;
  image: string;
  patternName: string;
  detail?: string;
}

/** An old export's pick, checked as it was (its image is this site's), though only its id is kept. */
function legacyComparePick(site: ImportSite): Check<LegacyComparePick> {
  const image = siteAddress(site);
  return object({
    tireId: id,
    image: (v, path) => (v === '' ? '' : image(v, path)),
    patternName: text(200),
    detail: optional(text(200)),
  });
}

const distinct = (ids: number[]) => (new Set(ids).size === ids.length ? null : 'picks a tire twice');

/** The compare picks: distinct tire ids, at most COMPARE_LIMIT. */
export const comparePicks: Check<number[]> = refine(list(id, COMPARE_LIMIT), distinct);

/**
 * Compare picks as an export holds them (the machine's tireIds, the stored value): ids, or (exports made
 * before the picks were ids) rows, checked as they were and mapped to their ids. `max` entries at most.
 */
export function comparePicksOrRows(site: ImportSite, max = COMPARE_LIMIT): Check<number[]> {
  const rows = refine(list(legacyComparePick(site), max), (picks) => distinct(picks.map((p) => p.tireId)));
  const ids = refine(list(id, max), distinct);
  return (v, path) => (Array.isArray(v) && v.some(isObject) ? rows(v, path).map((p) => p.tireId) : ids(v, path));
}

export function pdfDocument(site: ImportSite): Check<PdfDocumentRef> {
  return object({ title: text(300), url: siteAddress(site) });
}

export const filterLists: Check<FilterLists> = object({ tireTypes: ids, lines: ids, industries: ids });

const size = text(100);
const finderSelections: Record<FinderSelection['mode'], Check<FinderSelection>> = {
  size: object({ mode: oneOf(['size'] as const), size }),
  rim: object({ mode: oneOf(['rim'] as const), rimSizeId: id, rimDiameter: num(1, 1000), size }),
  equipment: object({ mode: oneOf(['equipment'] as const), applicationId: id, applicationName: label, size }),
  industry: object({
    mode: oneOf(['industry'] as const),
    segmentId: id,
    segmentName: label,
    applicationId: id,
    applicationName: label,
    size,
  }),
};

export const finderSelection: Check<FinderSelection> = (v, path) => {
  const mode = (v as { mode?: unknown } | null)?.mode;
  const check = typeof mode === 'string' && Object.hasOwn(finderSelections, mode) ? finderSelections[mode as FinderSelection['mode']] : null;
  if (!check) throw new Invalid(path, 'is not a finished tire search');
  return check(v, path);
};

export const finderPicks = {
  rim: nullable(object({ rimSizeId: id, rimDiameter: num(1, 1000) })),
  industry: nullable(object({ segmentId: id, name: label })),
  equipment: nullable(object({ applicationId: id, name: label })),
} satisfies Partial<Record<keyof FinderContext, Check<unknown>>>;

const latitude = num(-90, 90);
const longitude = num(-180, 180);
export const point = object({ lat: latitude, lng: longitude });
export const dealerWhere: Check<DealerWhere> = either(object({ q: label }), point, 'is neither a typed place nor a point');
export const dealerKind = oneOf(DEALER_KINDS);
export const distanceUnit = oneOf(DISTANCE_UNITS);

