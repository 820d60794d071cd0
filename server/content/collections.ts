// The content model: every content type the site reads, declared the way a Strapi v5 schema.json declares it.
// It is the one source of the model: the built-in service validates queries against it (anything else is a
// 400, as in Strapi v5), shapes its answers by it, and `npm run cms:schemas` writes the Strapi project's
// schema files from it (cms/src/api, cms/src/components), so the two services have the same types.
import { CONTENT_COLLECTIONS, SINGLE_TYPES, type ContentCollection, type ContentSingleType } from './seed/types';

export type AttributeKind =
  | 'string'
  | 'text'
  | 'richtext'
  | 'uid'
  | 'date'
  | 'integer'
  | 'boolean'
  | 'enumeration'
  | 'media'
  | 'component';

export interface Attribute {
  kind: AttributeKind;
  required?: boolean;
  /** enumeration: its values. */
  values?: readonly string[];
  /** uid: the attribute it is made from. */
  targetField?: string;
  /** media: several files. */
  multiple?: boolean;
  /** component: its uid (category.name) and whether it is a list. */
  component?: string;
  repeatable?: boolean;
  /** component: its own attributes (media inside them populate one level deeper). */
  attributes?: Record<string, Attribute>;
}

export interface ContentType {
  kind: 'collectionType' | 'singleType';
  /** The REST path segment: the plural name of a collection, the singular name of a single type. */
  path: string;
  singularName: string;
  pluralName: string;
  displayName: string;
  description: string;
  attributes: Record<string, Attribute>;
}

/** The attributes of SPEC §7's section collections (SPEC names them; a few collections use a few of them). */
const section: Record<string, Attribute> = {
  title: { kind: 'string', required: true },
  sub_title: { kind: 'richtext' },
  description: { kind: 'richtext' },
  image: { kind: 'media' },
  background_image: { kind: 'media' },
  icon: { kind: 'media' },
  image_position: { kind: 'enumeration', values: ['RIGHT', 'LEFT'] },
  sequence: { kind: 'integer' },
  button_name: { kind: 'string' },
  redirection_url: { kind: 'string' },
  redirect_url: { kind: 'string' },
  brochures: { kind: 'media' },
  anchor: { kind: 'string' },
  is_active: { kind: 'boolean' },
  is_deleted: { kind: 'boolean' },
};

const segmentList: Attribute = {
  kind: 'component',
  component: 'content.segment-list',
  repeatable: true,
  attributes: { sequence: { kind: 'integer' }, title: { kind: 'richtext' }, image: { kind: 'media' } },
};

const pageSection: Attribute = {
  kind: 'component',
  component: 'content.page-section',
  repeatable: true,
  attributes: {
    anchor: { kind: 'string', required: true },
    title: { kind: 'string', required: true },
    lead: { kind: 'text' },
    body: { kind: 'richtext' },
  },
};

const homeTile: Attribute = {
  kind: 'component',
  component: 'content.home-tile',
  repeatable: true,
  attributes: { title: { kind: 'string', required: true }, text: { kind: 'text' }, link: { kind: 'string', required: true } },
};

const plural = (name: string): string => (name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.replace(/s$/, ''));
const titleCase = (name: string): string => name.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

function sectionCollection(path: ContentCollection): ContentType {
  return {
    kind: 'collectionType',
    path,
    singularName: plural(path),
    pluralName: path,
    displayName: titleCase(path),
    description: 'Sections of a Total Mobility page (SPEC §7).',
    attributes: path === 'industry-segments' ? { ...section, segment_lists_id: segmentList } : section,
  };
}

const OWN: Partial<Record<ContentCollection | ContentSingleType, ContentType>> = {
  articles: {
    kind: 'collectionType',
    path: 'articles',
    singularName: 'article',
    pluralName: 'articles',
    displayName: 'Article',
    description: 'Info Center OTR tips: /infocenter/otr-tips/{slug}. With an archive date it is listed in the archives.',
    attributes: {
      title: { kind: 'string', required: true },
      slug: { kind: 'uid', targetField: 'title', required: true },
      summary: { kind: 'text', required: true },
      body: { kind: 'richtext', required: true },
      archive_date: { kind: 'date' },
      sequence: { kind: 'integer' },
    },
  },
  'content-pages': {
    kind: 'collectionType',
    path: 'content-pages',
    singularName: 'content-page',
    pluralName: 'content-pages',
    displayName: 'Content Page',
    description: 'The copy of a static page (technology, tire-construction, infocenter): its lead and sections.',
    attributes: {
      slug: { kind: 'uid', required: true },
      lead: { kind: 'text' },
      sections: pageSection,
    },
  },
  'home-page': {
    kind: 'singleType',
    path: 'home-page',
    singularName: 'home-page',
    pluralName: 'home-pages',
    displayName: 'Home Page',
    description: "The home page's banner, Total Mobility tiles, call to action and promo tiles.",
    attributes: {
      banner_title: { kind: 'string', required: true },
      banner_lead: { kind: 'text' },
      mobility_tiles: homeTile,
      cta_text: { kind: 'text' },
      promo_tiles: { ...homeTile, component: 'content.promo-tile' },
    },
  },
};

export const CONTENT_TYPES: readonly ContentType[] = [...CONTENT_COLLECTIONS, ...SINGLE_TYPES].map(
  (name) => OWN[name] ?? sectionCollection(name as ContentCollection),
);

const BY_PATH = new Map(CONTENT_TYPES.map((type) => [type.path, type]));

/** The content type served at /content/api/<path>, if any. */
export function contentTypeAt(path: string): ContentType | undefined {
  return BY_PATH.get(path);
}

/** System attributes every entry has; they can be filtered and sorted, never populated. */
export const SYSTEM: Record<string, Attribute> = {
  id: { kind: 'integer' },
  documentId: { kind: 'string' },
  createdAt: { kind: 'string' },
  updatedAt: { kind: 'string' },
  publishedAt: { kind: 'string' },
};

export function attributesOf(collection: ContentCollection | ContentSingleType): Record<string, Attribute> {
  return BY_PATH.get(collection)!.attributes;
}

export function isCollection(name: string): name is ContentCollection {
  return (CONTENT_COLLECTIONS as readonly string[]).includes(name);
}

/** Whether an attribute is a relation-like one (media, component): left out unless populated. */
export const isPopulated = (attr: Attribute): boolean => attr.kind === 'media' || attr.kind === 'component';
