// Every href of the site, built from the page table (pages.ts) with typed query parameters (DESIGN habit 1).
// Pure data and functions: safe for Node (the server's sitemap, prerender scripts, server tests).
import { pages } from './pages';

type QueryValue = string | number | null | undefined;

/** `?a=1&b=x` from the defined, non-empty values, in the order given; '' when none. */
export function toQuery(params: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Query of /tires/tire-results (SPEC §2, §7 "Navigation to results"). */
export interface TireResultsQuery {
  /** Size search. */
  tireSize?: string;
  /** Rim search: diameter, then tire size and its id. */
  rimDiam?: string | number;
  rimDiamTireSize?: string;
  rimDiamTireSizeId?: string | number;
  /** Equipment and industry searches: the equipment (application) id and name. */
  equipmentType?: string | number;
  equipTypeId?: string | number;
  equipType?: string;
  equipTireSize?: string;
  /** Industry search: the industry (segment) id and name, and the tire size. */
  equipIndustry?: string | number;
  industry?: string;
  indTireSize?: string;
}

export interface CompareTiresQuery {
  tire1_Id: number;
  tire2_Id: number;
  tire3_Id?: number;
}

export const paths = {
  home: () => pages.home.path,
  tires: () => pages.tires.path,
  tireResults: (query: TireResultsQuery = {}) => `${pages.tireResults.path}${toQuery({ ...query })}`,
  compareTires: ({ tire1_Id, tire2_Id, tire3_Id }: CompareTiresQuery) =>
    `${pages.compareTires.path}${toQuery({ tire1_Id, tire2_Id, tire3_Id })}`,
  tireDetails: ({ tireId }: { tireId: number }) => `${pages.tireDetails.path}${toQuery({ tireId })}`,

  trustedProducts: () => pages.trustedProducts.path,
  reliableServices: () => pages.reliableServices.path,
  tireManagementSolutions: (hash?: string) => `${pages.tireManagementSolutions.path}${hash ? `#${hash}` : ''}`,
  /** The asset-tracking link of the header top bar, mobile menu and footer. */
  assetTracking: () => `${pages.tireManagementSolutions.path}#sectionb`,
  tireConstruction: () => pages.tireConstruction.path,
  technology: () => pages.technology.path,

  contact: () => pages.contact.path,
  contactUs: () => pages.contactUs.path,
  requestConsultation: () => pages.requestConsultation.path,

  infocenter: () => pages.infocenter.path,
  archives: () => pages.archives.path,
  /** An article's address; its slug comes from the article data (src/articles). */
  otrTip: ({ slug }: { slug: string }) => pages.otrTip.path.replace(':slug', encodeURIComponent(slug)),

  resources: () => pages.resources.path,
  brochures: () => pages.brochures.path,
  pressureRecommendations: () => pages.pressureRecommendations.path,
  engineeringData: () => pages.engineeringData.path,

  dealers: () => pages.dealers.path,
  emtrackRegistration: () => pages.emtrackRegistration.path,
} as const;

export type PathName = keyof typeof paths;
