// What a page says about itself in <head>: title, description, canonical address, preview image and
// structured data. Pure: the server renderer turns it into tags (src/ssr/head-tags.ts), the browser keeps
// title, description and canonical up to date on each navigation (apply-head.ts).

/** schema.org data of a page that is one thing (a tire, an article, a tool). */
export type StructuredData =
  | {
      type: 'Product';
      /** Pattern name and size, e.g. "RH-4A+ 27.00R49". */
      name: string;
      size: string;
      /** Image path or absolute URL; null when the tire has none. */
      image: string | null;
      description: string;
    }
  | {
      /** A tool the page is (the duty check). */
      type: 'WebApplication';
      name: string;
      description: string;
    }
  | {
      type: 'Article';
      headline: string;
      description: string;
      /** ISO date (YYYY-MM-DD) when known. */
      datePublished: string | null;
    };

/** What a page sets (usePageHead); anything left out comes from its route. */
export interface PageHeadInput {
  /** Full document title; null: the default "{brand} Off-the-Road (OTR) Tires". */
  title: string | null;
  description?: string | null;
  /** Preview image (path or absolute URL) for link previews. */
  image?: string | null;
  ogType?: 'website' | 'article';
  structuredData?: StructuredData | null;
}

/** The route's part, from the route table (its description is the server's: page-descriptions.ts). */
export interface RouteHead {
  title: string;
  /** Path plus the query parameters that name what the page shows. */
  canonicalPath: string;
  /** The page sets title and description itself. */
  fromPage: boolean;
}

export interface PageHead {
  title: string;
  description: string;
  canonicalPath: string;
  ogType: 'website' | 'article';
  image: string | null;
  structuredData: StructuredData | null;
  /** Not found: search engines must not index it. */
  noIndex: boolean;
}

/** `pathname` plus only the `keep` parameters of `search`, in the order of `keep`. */
export function canonicalPath(pathname: string, search: string, keep: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The route's head and description with the page's settings on top. */
export function mergeHead(
  route: RouteHead & { description: string },
  page: PageHeadInput | null,
  brand: string,
  status: number,
): PageHead {
  const fromPage = route.fromPage && page !== null;
  return {
    title: fromPage ? (page.title ?? `${brand} Off-the-Road (OTR) Tires`) : route.title,
    description: (fromPage ? page.description : null) ?? route.description,
    canonicalPath: route.canonicalPath,
    ogType: page?.ogType ?? 'website',
    image: page?.image ?? null,
    structuredData: status === 200 ? (page?.structuredData ?? null) : null,
    noIndex: status !== 200,
  };
}
