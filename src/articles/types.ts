// The static OTR tips articles are data: blocks of headings, paragraphs and lists, rendered by OtrTipPage.

export type ArticleBlock = { h2: string } | { p: string } | { ul: string[] } | { ol: string[] };

export interface ArticleText {
  /** One or two sentences for the Info Center list. */
  summary: string;
  /** The article body; `brand` is the configured brand name. */
  body: (brand: string) => ArticleBlock[];
}
