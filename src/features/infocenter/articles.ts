// The static OTR tips articles (SPEC §2): the list, the archived ones with their dates, and their text
// (one module per article under articles/).
import type { PageHeadInput } from '../../head/page-head';
import type { OtrTipSlug } from '../../app/paths';
import { correctTireInflation } from './articles/inflation';
import { lookUnderYourTires } from './articles/inspection';
import { roadGrading } from './articles/road-grading';
import { selectTheRightTire } from './articles/selection';
import { fleetSurveysSiteAudits } from './articles/surveys';
import { tirePerformanceTracking } from './articles/tracking';
import { haulTruckPositioning } from './articles/truck-positioning';
import type { ArticleText } from './articles/types';

export type { ArticleBlock } from './articles/types';

export interface ArticleInfo extends ArticleText {
  slug: OtrTipSlug;
  title: string;
  /** Shown in the archives list; only the archived articles have one. */
  date?: string;
}

export const articles: ArticleInfo[] = [
  { slug: 'benefits-of-tire-performance-tracking', title: 'The Benefits of Tire Performance Tracking', ...tirePerformanceTracking },
  { slug: 'site-mgt-impact-road-grading', title: 'Site Management: The Impact of Road Grading', ...roadGrading },
  { slug: 'haul-truck-positioning', title: 'Haul Truck Positioning', ...haulTruckPositioning },
  { slug: 'fleet-surveys-site-audits', title: 'Fleet Surveys and Site Audits', ...fleetSurveysSiteAudits },
  { slug: 'correct-tire-inflation', title: 'Correct Tire Inflation', ...correctTireInflation },
  { slug: 'look-under-your-tires', title: 'Look Under Your Tires', date: 'August 28, 2017', ...lookUnderYourTires },
  { slug: 'select-the-right-tire', title: 'Select the Right Tire', date: 'August 9, 2017', ...selectTheRightTire },
];

export const archivedArticles = articles.filter((a) => a.date !== undefined);

export function findArticle(slug: string | undefined): ArticleInfo | undefined {
  return articles.find((a) => a.slug === slug);
}

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
