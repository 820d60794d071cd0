// Which media of a document lack an alternative text: every media attribute, in components (and dynamic zones)
// at any depth, as a list of readable places, e.g. "image (mining.svg)", "segment_lists_id[2].image (port.svg)".
import type { Core } from '@strapi/strapi';

type Schema = { attributes: Record<string, { type: string; component?: string; components?: string[] }> };
type Populate = Record<string, true | { populate?: Populate; on?: Record<string, { populate?: Populate }> }>;

/** A populate object reaching every media attribute of a schema (components only where they hold media). */
export function mediaPopulate(strapi: Core.Strapi, schema: Schema, depth = 0): Populate | null {
  if (depth > 8) return null;
  const out: Populate = {};
  for (const [name, attr] of Object.entries(schema.attributes)) {
    if (attr.type === 'media') out[name] = true;
    else if (attr.type === 'component' && attr.component) {
      const inner = mediaPopulate(strapi, strapi.components[attr.component as never] as Schema, depth + 1);
      if (inner) out[name] = { populate: inner };
    } else if (attr.type === 'dynamiczone' && attr.components) {
      const on: Record<string, { populate?: Populate }> = {};
      for (const c of attr.components) {
        const inner = mediaPopulate(strapi, strapi.components[c as never] as Schema, depth + 1);
        on[c] = inner ? { populate: inner } : {};
      }
      if (Object.values(on).some((v) => v.populate)) out[name] = { on };
    }
  }
  return Object.keys(out).length ? out : null;
}

type File = { name?: string; alternativeText?: string | null };

/** The places of `entry` (shaped by `schema`) whose media have no alternative text. */
export function missingAltTexts(strapi: Core.Strapi, schema: Schema, entry: Record<string, unknown> | null, prefix = ''): string[] {
  if (!entry) return [];
  const out: string[] = [];
  for (const [name, attr] of Object.entries(schema.attributes)) {
    const value = entry[name];
    const place = `${prefix}${name}`;
    if (value === null || value === undefined) continue;
    if (attr.type === 'media') {
      const files = (Array.isArray(value) ? value : [value]) as File[];
      files.forEach((f, i) => {
        if (!f || (typeof f.alternativeText === 'string' && f.alternativeText.trim() !== '')) return;
        out.push(`${place}${Array.isArray(value) ? `[${i + 1}]` : ''} (${f.name ?? 'a file'})`);
      });
    } else if (attr.type === 'component' && attr.component) {
      const inner = strapi.components[attr.component as never] as Schema;
      const items = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
      items.forEach((item, i) => out.push(...missingAltTexts(strapi, inner, item, `${place}${Array.isArray(value) ? `[${i + 1}]` : ''}.`)));
    } else if (attr.type === 'dynamiczone') {
      (value as Record<string, unknown>[]).forEach((item, i) => {
        const inner = strapi.components[item.__component as never] as Schema | undefined;
        if (inner) out.push(...missingAltTexts(strapi, inner, item, `${place}[${i + 1}].`));
      });
    }
  }
  return out;
}

/** The places of a document's published version whose media lack an alternative text. */
export async function checkAltTexts(strapi: Core.Strapi, uid: string, documentId: string, locale?: string): Promise<string[]> {
  const schema = strapi.contentType(uid as never) as unknown as Schema;
  const populate = mediaPopulate(strapi, schema);
  if (!populate) return [];
  const entry = await strapi.documents(uid as never).findOne({ documentId, status: 'published', ...(locale ? { locale } : {}), populate } as never);
  return missingAltTexts(strapi, schema, entry as Record<string, unknown> | null);
}
