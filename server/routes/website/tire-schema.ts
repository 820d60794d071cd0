// Response schema of a tire size (SPEC §3 "Compared tire / tire size detail").
import { int, num, obj, str } from './schemas';

const nullableNum = { type: ['number', 'null'] } as const;
const specNumbers = ['ow', 'od', 'grow', 'loaded_static_radius', 'rpm', 'carea', 'volume', 'tread_depth'];
const speedRatings = ['PC_2S_TMPH', 'PC_2S_TKPH', 'PC_4S_TMPH', 'PC_4S_TKPH', 'PC_6S_TMPH', 'PC_6S_TKPH'];

const specification = {
  type: 'object',
  properties: {
    rim_width: str,
    rim_width_mm: str,
    dual_spacing: nullableNum,
    dual_spacing_mm: nullableNum,
    ...Object.fromEntries(specNumbers.flatMap((k) => [[k, num], [`${k}_mm`, num]])),
    ...Object.fromEntries(speedRatings.map((k) => [k, num])),
  },
  required: ['rim_width', 'rim_width_mm', ...specNumbers.flatMap((k) => [k, `${k}_mm`])],
} as const;

const loadRow = obj({
  PSI: num,
  KPA: num,
  LOADLBS: num,
  LOADKG: num,
  LOADRATING: str,
  SPEEDMPH: num,
  SPEEDKPH: num,
  DESCR: str,
});

const pattern = obj({
  pattern_id: int,
  pattern_name: str,
  description: str,
  tag_line: str,
  product_class: {
    type: ['string', 'null'],
    enum: ['LOW_SEAM', 'AMERICAN_BIAS', 'PERMAFOAM', null],
    description: 'Low Seam (UMS), American bias or Permafoam line, with their own warranty; null for other lines',
  },
  patternImageMappings: { type: 'array', items: obj({ url: str }) },
  patternFeatureMappings: { type: 'array', items: obj({ feature: str, sequence: int }) },
  patternBenefitMappings: { type: 'array', items: obj({ benefit: str, sequence: int }) },
});

const baseProperties = {
  tire_size_id: int,
  size: str,
  suffix: str,
  alternate_size: str,
  ply_rating: str,
  rim_size_id: int,
  rim_diameter: num,
  pattern_id: int,
  tire_type_id: int,
  tra_code_id: int,
  patterns: pattern,
  traCode: obj({ code: str }),
  tireType: obj({ name: str }),
  specification,
};

/** A products/list row: the detail without its load tables. */
export const tireRowSchema = obj(baseProperties);

export const tireDetailSchema = {
  type: 'object',
  properties: {
    ...baseProperties,
    loadIndex: {
      type: ['object', 'null'],
      additionalProperties: { type: 'array', items: loadRow },
      description: 'load & inflation rows keyed by speed; null when the size has no load data',
    },
  },
  required: [...Object.keys(baseProperties), 'loadIndex'],
} as const;
