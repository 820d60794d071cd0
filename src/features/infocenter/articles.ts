// The static OTR tips articles (SPEC §2). Their text comes with the infocenter feature.
import type { OtrTipSlug } from '../../app/paths';

export interface ArticleInfo {
  slug: OtrTipSlug;
  title: string;
  /** Shown in the archives list; only the archived articles have one. */
  date?: string;
}

export const articles: ArticleInfo[] = [
  { slug: 'benefits-of-tire-performance-tracking', title: 'The Benefits of Tire Performance Tracking' },
  { slug: 'site-mgt-impact-road-grading', title: 'Site Management: The Impact of Road Grading' },
  { slug: 'haul-truck-positioning', title: 'Haul Truck Positioning' },
  { slug: 'fleet-surveys-site-audits', title: 'Fleet Surveys and Site Audits' },
  { slug: 'correct-tire-inflation', title: 'Correct Tire Inflation' },
  { slug: 'look-under-your-tires', title: 'Look Under Your Tires', date: 'August 28, 2017' },
  { slug: 'select-the-right-tire', title: 'Select the Right Tire', date: 'August 9, 2017' },
];

export const archivedArticles = articles.filter((a) => a.date !== undefined);

export function findArticle(slug: string | undefined): ArticleInfo | undefined {
  return articles.find((a) => a.slug === slug);
}
