// Resource list answers for component tests (SPEC §3 resource document, §7 resource list).
import type { ResourceDocument, ResourceType } from '../../src/features/resources/api';
import { fakeServices, reply, type Answer, type FakeCall } from '../support/fake-services';
import { contentHandler, type ContentOptions } from './support/content-service';

const doc = (type: ResourceType, slug: string, title: string): ResourceDocument => ({
  title,
  thumbnail: `/website/documents/thumbnails/${slug}.svg`,
  document: `/website/documents/${slug}.pdf`,
  type,
});

export const resourceLists: Record<ResourceType, ResourceDocument[]> = {
  BROCHURES: [
    doc('BROCHURES', 'brochure-rh-4a-plus-lineup', 'RH-4A+ Lineup'),
    doc('BROCHURES', 'brochure-tpms-heavy-duty', 'TPMS Heavy Duty'),
  ],
  SELL_SHEET: [doc('SELL_SHEET', 'sell-sheet-rh-4a-plus', 'RH-4A+'), doc('SELL_SHEET', 'sell-sheet-rl-5k', 'RL-5K')],
  OE_PRESSURE: [doc('OE_PRESSURE', 'pressure-haul-trucks', 'Haul Trucks')],
  ENGINEERING: [doc('ENGINEERING', 'otr-engineering-databook', 'OTR Engineering Databook')],
};

export interface FetchLog {
  urls: string[];
}

/**
 * Fakes the services: the resource list answers by type, the content service the sample content (or
 * `content`'s), other URLs `other` (default 404); each URL is recorded in `log`. `failTypes` answer 500.
 */
export function serveResources(
  log: FetchLog,
  {
    failTypes = [],
    other,
    lists = resourceLists,
    content = {},
  }: {
    failTypes?: ResourceType[];
    other?: (url: string) => Answer;
    lists?: Partial<Record<ResourceType, ResourceDocument[]>>;
    content?: ContentOptions;
  } = {},
) {
  const contentService = contentHandler(content);
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
    { fallback: logged((call) => contentService(call) ?? (other ? other(call.href) : new Response('Not found', { status: 404 }))) },
  );
}
