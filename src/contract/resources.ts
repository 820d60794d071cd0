// Resource documents (SPEC §3 Resource document, §7 resource list): GET /website/resource/list. The SPA
// imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './kit';

export const RESOURCE_TYPES = ['BROCHURES', 'SELL_SHEET', 'OE_PRESSURE', 'ENGINEERING'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** A document the home page promotes (SPEC §2 promo tiles): its place among the promoted ones and its line. */
export const DocPromo = Type.Object({ sequence: Type.Integer(), text: Type.String() });
export type DocPromo = Static<typeof DocPromo>;

export const ResourceDocument = Type.Object({
  title: Type.String(),
  /** Image URL of the document's cover. */
  thumbnail: Type.String(),
  /** The PDF's URL. */
  document: Type.String(),
  type: StringEnum(RESOURCE_TYPES),
  /** Beyond SPEC §3: set on the documents the home page promotes (its tiles, by sequence), else null. */
  promo: Nullable(DocPromo, {
    description: 'Set on the documents the home page promotes (its promo tiles, in sequence order); null on the others',
  }),
});
export type ResourceDocument = Static<typeof ResourceDocument>;

export const ResourceListResponse = Type.Object({ data: Type.Object({ result: Type.Array(ResourceDocument) }) });
export type ResourceListResponse = Static<typeof ResourceListResponse>;
