// The editable copy of the pages that are not SPEC §7's section collections (issue 19): the Info Center's
// articles, the static pages' copy (technology, tire construction, the Info Center's About Us) and the home
// page. Read from the content service in Strapi v5's dialect; the same calls work against a real Strapi.
import type { BlocksContent } from '@strapi/blocks-react-renderer';
import { contentApi } from './contentApi';

/** Markdown (Strapi `richtext`) or Strapi `blocks`. */
export type RichTextField = string | BlocksContent | null;

export interface ArticleSummary {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  summary: string;
  /** YYYY-MM-DD when the article is in the archives. */
  archive_date: string | null;
  sequence: number | null;
}

export interface Article extends ArticleSummary {
  body: RichTextField;
  updatedAt?: string | null;
  publishedAt?: string | null;
}

export interface PageSection {
  id: number;
  anchor: string;
  title: string;
  lead: string | null;
  body: RichTextField;
}

export interface ContentPage {
  id: number;
  documentId: string;
  slug: string;
  lead: string | null;
  sections?: PageSection[];
}

export interface Tile {
  id: number;
  title: string;
  text: string | null;
  link: string;
}

export interface HomePage {
  banner_title: string;
  banner_lead: string | null;
  mobility_tiles?: Tile[];
  cta_text: string | null;
  promo_tiles?: Tile[];
}

interface Many<T> {
  data?: T[];
}
interface One<T> {
  data?: T | null;
}

const SUMMARY_FIELDS = ['title', 'slug', 'summary', 'archive_date', 'sequence'];

/** `fields[0]=a&fields[1]=b…` as query parameters. */
const fieldParams = (fields: string[]) => Object.fromEntries(fields.map((f, i) => [`fields[${i}]`, f]));

const byOrder = (a: ArticleSummary, b: ArticleSummary) => (a.sequence ?? Infinity) - (b.sequence ?? Infinity) || a.id - b.id;

export const pageCopyApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every article's summary, in list order (at most 100: Strapi's page size cap). */
    getArticles: build.query<ArticleSummary[], void>({
      query: () => ({ url: 'articles', params: { ...fieldParams(SUMMARY_FIELDS), sort: 'sequence:asc', 'pagination[pageSize]': '100' } }),
      transformResponse: (r: Many<ArticleSummary>) => (Array.isArray(r?.data) ? [...r.data].sort(byOrder) : []),
      providesTags: ['Content'],
    }),
    /** The archived articles (with an archive date), newest first (at most 100: Strapi's page size cap). */
    getArchivedArticles: build.query<ArticleSummary[], void>({
      query: () => ({
        url: 'articles',
        params: { ...fieldParams(SUMMARY_FIELDS), 'filters[archive_date][$notNull]': 'true', sort: 'archive_date:desc', 'pagination[pageSize]': '100' },
      }),
      transformResponse: (r: Many<ArticleSummary>) => (Array.isArray(r?.data) ? r.data : []),
      providesTags: ['Content'],
    }),
    /** The article with this slug, or null when there is none. */
    getArticle: build.query<Article | null, string>({
      query: (slug) => ({ url: 'articles', params: { 'filters[slug][$eq]': slug } }),
      transformResponse: (r: Many<Article>) => (Array.isArray(r?.data) ? (r.data[0] ?? null) : null),
      providesTags: ['Content'],
    }),
    /** A static page's copy by slug (technology, tire-construction, infocenter), or null. */
    getContentPage: build.query<ContentPage | null, string>({
      query: (slug) => ({ url: 'content-pages', params: { 'filters[slug][$eq]': slug, populate: 'sections' } }),
      transformResponse: (r: Many<ContentPage>) => (Array.isArray(r?.data) ? (r.data[0] ?? null) : null),
      providesTags: ['Content'],
    }),
    getHomePage: build.query<HomePage | null, void>({
      query: () => ({ url: 'home-page', params: { populate: '*' } }),
      transformResponse: (r: One<HomePage>) => r?.data ?? null,
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetArticlesQuery, useGetArchivedArticlesQuery, useGetArticleQuery, useGetContentPageQuery, useGetHomePageQuery } = pageCopyApi;
