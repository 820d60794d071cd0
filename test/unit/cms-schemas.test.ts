// The Strapi project's content types are generated from the site's model (server/cli/cms-schemas.ts): the
// committed files must be what the generator writes now, and they must say what the model says. Also the
// preview link format the CMS signs (cms/src/preview-link.ts) and the site verifies.
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { CONTENT_TYPES } from '../../server/content/collections';
import { cmsSchemaFiles, diffCmsSchemas } from '../../server/cli/cms-schemas';
import { previewPath, previewSignature, signedPreviewUrl } from '../../cms/src/preview-link';

const cmsDir = path.resolve(__dirname, '../../cms');
const files = cmsSchemaFiles(CONTENT_TYPES);
const schemaOf = (singular: string) => JSON.parse(files.get(`src/api/${singular}/content-types/${singular}/schema.json`)!);

describe('cms schemas', () => {
  it('the committed files are the generated ones (run `npx tsx server/cli/cms-schemas.ts` after changing the model)', () => {
    expect(diffCmsSchemas(cmsDir, files)).toEqual({ changed: [], stale: [] });
  });

  it('writes a schema, a router, a controller and a service for every content type', () => {
    for (const type of CONTENT_TYPES) {
      const name = type.singularName;
      const schema = schemaOf(name);
      expect(schema).toMatchObject({
        kind: type.kind,
        collectionName: type.pluralName.replace(/-/g, '_'),
        info: { singularName: name, pluralName: type.pluralName, displayName: type.displayName, description: type.description },
        options: { draftAndPublish: true },
      });
      expect(Object.keys(schema.attributes)).toEqual(Object.keys(type.attributes));
      for (const kind of ['routes', 'controllers', 'services']) {
        expect(files.get(`src/api/${name}/${kind}/${name}.ts`)).toContain(`('api::${name}.${name}')`);
      }
    }
    expect(files.get('src/api/article/routes/article.ts')).toContain('factories.createCoreRouter(');
  });

  it('maps each kind of attribute to its Strapi type', () => {
    const article = schemaOf('article').attributes;
    expect(article.slug).toEqual({ type: 'uid', targetField: 'title', required: true });
    expect(article.body).toEqual({ type: 'richtext', required: true });
    expect(article.archive_date).toEqual({ type: 'date' });
    const segment = schemaOf('industry-segment').attributes;
    expect(segment.image).toEqual({ type: 'media', multiple: false, allowedTypes: ['images', 'files'] });
    expect(segment.image_position).toEqual({ type: 'enumeration', enum: ['RIGHT', 'LEFT'] });
    expect(segment.is_active).toEqual({ type: 'boolean' });
    expect(segment.sequence).toEqual({ type: 'integer' });
    expect(segment.segment_lists_id).toEqual({ type: 'component', component: 'content.segment-list', repeatable: true });
    expect(schemaOf('home-page')).toMatchObject({ kind: 'singleType', collectionName: 'home_pages' });
  });

  it('writes each component once, with its own attributes', () => {
    const components = [...files.keys()].filter((f) => f.startsWith('src/components/'));
    expect(components).toEqual([
      'src/components/content/home-tile.json',
      'src/components/content/page-section.json',
      'src/components/content/promo-tile.json',
      'src/components/content/segment-list.json',
    ]);
    const list = JSON.parse(files.get('src/components/content/segment-list.json')!);
    expect(list.collectionName).toBe('components_content_segment_list');
    expect(list.attributes.image).toEqual({ type: 'media', multiple: false, allowedTypes: ['images', 'files'] });
  });

  it('is deterministic, and refuses a component declared twice with different attributes', () => {
    expect([...cmsSchemaFiles(CONTENT_TYPES)]).toEqual([...files]);
    const twice = CONTENT_TYPES.map((t) =>
      t.singularName === 'home-page'
        ? { ...t, attributes: { ...t.attributes, other: { kind: 'component' as const, component: 'content.segment-list', attributes: {} } } }
        : t,
    );
    expect(() => cmsSchemaFiles(twice)).toThrow(/content.segment-list is declared twice/);
  });
});

describe('cms preview links', () => {
  it('maps content types to site paths', () => {
    expect(previewPath('api::article.article', { slug: 'correct-tire-inflation' })).toBe('/infocenter/otr-tips/correct-tire-inflation');
    expect(previewPath('api::content-page.content-page', { slug: 'technology' })).toBe('/total-mobility/trusted-products/technology');
    expect(previewPath('api::content-page.content-page', { slug: 'tire-construction' })).toBe('/total-mobility/trusted-products/tire-construction');
    expect(previewPath('api::content-page.content-page', { slug: 'infocenter' })).toBe('/infocenter');
    expect(previewPath('api::content-page.content-page', { slug: 'unknown' })).toBeNull();
    expect(previewPath('api::home-page.home-page')).toBe('/');
    expect(previewPath('api::reliable-type.reliable-type')).toBe('/total-mobility/reliable-services');
    expect(previewPath('api::tire-management-detail.tire-management-detail')).toBe('/total-mobility/tire-management-solutions');
    expect(previewPath('api::industry-segment.industry-segment')).toBe('/total-mobility/trusted-products');
    expect(previewPath('api::segment.segment')).toBeNull();
  });

  it('signs `${path}\\n${exp}` with HMAC-SHA256, base64url, valid for an hour', () => {
    const now = Date.UTC(2030, 0, 1);
    const exp = now / 1000 + 3600;
    const path = '/infocenter/otr-tips/correct-tire-inflation';
    const sig = createHmac('sha256', 'secret').update(`${path}\n${exp}`).digest('base64url');
    expect(previewSignature(path, exp, 'secret')).toBe(sig);
    expect(signedPreviewUrl('http://127.0.0.1:3000/', path, 'secret', now)).toBe(
      `http://127.0.0.1:3000/preview?path=%2Finfocenter%2Fotr-tips%2Fcorrect-tire-inflation&exp=${exp}&sig=${sig}`,
    );
  });
});
