// Resource documents (SPEC §3 Resource document, §7 resource list): GET /website/resource/list. The SPA
// imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { StringEnum } from './kit';

export const RESOURCE_TYPES = ['BROCHURES', 'SELL_SHEET', 'OE_PRESSURE', 'ENGINEERING'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const ResourceDocument = Type.Object({
  title: Type.String(),
  /** Image URL of the document's cover. */
  thumbnail: Type.String(),
  /** The PDF's URL. */
  document: Type.String(),
  type: StringEnum(RESOURCE_TYPES),
});
export type ResourceDocument = Static<typeof ResourceDocument>;

export const ResourceListResponse = Type.Object({ data: Type.Object({ result: Type.Array(ResourceDocument) }) });
export type ResourceListResponse = Static<typeof ResourceListResponse>;
