// What an OTR tips article says about itself in <head>: its title, its summary and schema.org Article data.
import type { ArticleInfo } from '../../articles/otr-tips';
import type { PageHeadInput } from '../../head/page-head';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "August 28, 2017" as 2017-08-28; null when absent or not in that form. */
export function isoDate(date: string | undefined): string | null {
  const m = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(date ?? '');
  const month = m ? MONTHS.indexOf(m[1]!) + 1 : 0;
  if (!m || month === 0) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

/** An article's title (the document title too), its summary as description, and schema.org Article data. */
export function articleHead(article: ArticleInfo): PageHeadInput {
  return {
    title: article.title,
    description: article.summary,
    ogType: 'article',
    structuredData: { type: 'Article', headline: article.title, description: article.summary, datePublished: isoDate(article.date) },
  };
}
