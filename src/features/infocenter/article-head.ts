// What an OTR tips article says about itself in <head>: its title, its summary and schema.org Article data.
import type { PageHeadInput } from '../../head/page-head';
import type { Article } from '../../services/pageCopyApi';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A content date (YYYY-MM-DD) as the archives show it, "August 28, 2017"; null when absent or malformed. */
export function articleDate(date: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) return null;
  return `${MONTHS[month - 1]} ${Number(m[3])}, ${m[1]}`;
}

/** An article's title (the document title too), its summary as description, and schema.org Article data. */
export function articleHead(article: Article): PageHeadInput {
  const date = articleDate(article.archive_date) ? article.archive_date : null;
  return {
    title: article.title,
    description: article.summary,
    ogType: 'article',
    structuredData: { type: 'Article', headline: article.title, description: article.summary, datePublished: date },
  };
}
