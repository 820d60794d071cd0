// The Info Center's OTR tips articles (SPEC §2) as data: the list, the archived ones with their dates, and their
// text (one module per article beside this one). Pure: the infocenter feature renders them, and the server's
// sitemap lists their addresses (server/seo/sitemap.ts). An article's address is its slug: a page that names
// no article here is the not-found page.
import { correctTireInflation } from './inflation';
import { lookUnderYourTires } from './inspection';
import { roadGrading } from './road-grading';
import { selectTheRightTire } from './selection';
import { fleetSurveysSiteAudits } from './surveys';
import { tirePerformanceTracking } from './tracking';
import { haulTruckPositioning } from './truck-positioning';
import type { ArticleText } from './types';

export type { ArticleBlock } from './types';

export interface ArticleInfo extends ArticleText {
  /** Its address: /infocenter/otr-tips/{slug}. */
  slug: string;
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
