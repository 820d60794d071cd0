// The head of a tire details page: its title (SPEC §2), a description for search results and link previews,
// the tread image and schema.org Product data.
import type { PageHeadInput } from '../../head/page-head';
import type { TireSizeDetail } from '../../contract/catalog';
import { tireDetailTitle } from './api';

const MAX_DESCRIPTION = 300;

export function tireDetailsHead(tire: TireSizeDetail): PageHeadInput {
  const { patterns } = tire;
  const name = `${patterns.pattern_name} ${tire.size}`;
  const facts = `${name}, ${tire.ply_rating}, ${tire.tireType.name}, TRA ${tire.traCode.code}.`;
  const text = `${facts} ${patterns.tag_line ? `${patterns.tag_line}. ` : ''}${patterns.description}`.trim();
  const description = text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;
  const image = patterns.patternImageMappings[0]?.url ?? null;
  return {
    title: tireDetailTitle(patterns.pattern_name),
    description,
    image,
    structuredData: { type: 'Product', name, size: tire.size, image, description: patterns.description || description },
  };
}
