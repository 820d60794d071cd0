// Resource list answers for component tests (SPEC §3 resource document, §7 resource list).
import type { ResourceDocument, ResourceType } from '../../src/features/resources/api';
import { fakeServices, reply, type Answer, type FakeCall } from '../support/fake-services';

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
 * Fakes the services: the resource list answers by type (other URLs: `other`, default 404), and each URL is
 * recorded in `log`. `failTypes` answer 500.
 */
export function serveResources(
  log: FetchLog,
  {
    failTypes = [],
    other,
    lists = resourceLists,
  }: { failTypes?: ResourceType[]; other?: (url: string) => Answer; lists?: Partial<Record<ResourceType, ResourceDocument[]>> } = {},
) {
  const logged = (route: (call: FakeCall) => Answer) => (call: FakeCall) => {
    log.urls.push(call.href);
    return route(call);
  };
  return fakeServices(
    {
      '/website/resource/list': logged(({ params }) => {
        const type = params.type as ResourceType;
        return failTypes.includes(type) ? reply(500, { message: 'boom' }) : { data: { result: lists[type] ?? [] } };
      }),
    },
    { fallback: logged((call) => (other ? other(call.href) : new Response('Not found', { status: 404 }))) },
  );
}
