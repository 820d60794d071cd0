// Resource list answers for component tests (SPEC §3 resource document, §7 resource list).
import type { ResourceDocument, ResourceType } from '../../src/features/resources/api';

const doc = (type: ResourceType, slug: string, title: string, promo: ResourceDocument['promo'] = null): ResourceDocument => ({
  title,
  thumbnail: `/website/documents/thumbnails/${slug}.svg`,
  document: `/website/documents/${slug}.pdf`,
  type,
  promo,
});

export const resourceLists: Record<ResourceType, ResourceDocument[]> = {
  BROCHURES: [
    doc('BROCHURES', 'brochure-rh-4a-plus-lineup', 'RH-4A+ Lineup', { sequence: 1, text: 'Rigid haul tires for the longest shifts.' }),
    doc('BROCHURES', 'brochure-tpms-heavy-duty', 'TPMS Heavy Duty', { sequence: 2, text: 'Tire pressure monitoring made for OTR work.' }),
  ],
  SELL_SHEET: [doc('SELL_SHEET', 'sell-sheet-rh-4a-plus', 'RH-4A+'), doc('SELL_SHEET', 'sell-sheet-rl-5k', 'RL-5K')],
  OE_PRESSURE: [doc('OE_PRESSURE', 'pressure-haul-trucks', 'Haul Trucks')],
  ENGINEERING: [doc('ENGINEERING', 'otr-engineering-databook', 'OTR Engineering Databook')],
};

export interface FetchLog {
  urls: string[];
}

/**
 * A fetch that answers the resource list by type (other URLs: `other`, default 404), and records each URL.
 * `failTypes` answer 500.
 */
export function resourceFetch(
  log: FetchLog,
  {
    failTypes = [],
    other,
    lists = resourceLists,
  }: { failTypes?: ResourceType[]; other?: (url: string) => Response; lists?: Partial<Record<ResourceType, ResourceDocument[]>> } = {},
) {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    log.urls.push(url);
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/website/resource/list') {
      const type = parsed.searchParams.get('type') as ResourceType;
      if (failTypes.includes(type)) return new Response('{"message":"boom"}', { status: 500 });
      return Response.json({ data: { result: lists[type] ?? [] } });
    }
    return other ? other(url) : new Response('Not found', { status: 404 });
  });
}
