// The content service's seed: copy for the Total Mobility pages (SPEC §2, §3, §7), the static pages, the Info
// Center's articles and the home page, and the artwork it points to.
// Deterministic; the brand name is a parameter, so no copy names the brand literally.
import { contentArtwork } from './artwork';
import { articles } from './articles';
import { homePage } from './home';
import { contentPages } from './pages';
import { contactEnquiries, requestConsultations, tireManagementSolutions, tireManagementSolutionsTypes, trustedTypes } from './extras';
import { reliableServices, reliableTypes } from './reliable';
import { industrySegments, segments } from './segments';
import { tireManagementAbouts } from './tire-management';
import { tireManagementDetails } from './tire-management-details';
import { trustedProductLists, trustedProducts } from './trusted';
import type { SeedContent } from './types';

export { CONTENT_COLLECTIONS } from './types';
export type { ContentCollection, ContentSingleType, SeedContent, SeedContentItem, SeedEntry, SeedMedia, SeedSegmentListEntry } from './types';
export { SINGLE_TYPES } from './types';
export { DUTY_ANCHOR } from './tire-management';
export { EMTRACK_ANCHOR } from './tire-management-details';

export const DEFAULT_BRAND = 'Basalt';

export function contentSeed(brand: string = DEFAULT_BRAND): SeedContent {
  const items = [
    ...reliableServices(brand),
    ...reliableTypes(brand),
    ...tireManagementAbouts(brand),
    ...tireManagementDetails(brand),
    ...trustedProducts(brand),
    ...trustedProductLists(brand),
    ...industrySegments(brand),
    ...contactEnquiries(brand),
    ...requestConsultations(brand),
    ...trustedTypes(brand),
    ...tireManagementSolutions(brand),
    ...tireManagementSolutionsTypes(brand),
    ...segments(brand),
    ...articles(brand),
    ...contentPages(brand),
    homePage(brand),
  ];
  return { items, artwork: contentArtwork() };
}
