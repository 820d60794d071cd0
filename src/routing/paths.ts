// Every href of the site, built from the page table (pages.ts) with typed query parameters (DESIGN habit 1).
// Pure data and functions: safe for Node (the server's sitemap, prerender scripts, server tests).
import { pages, type PageName } from './pages';

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

/** The href of a page with a fixed address. */
const at = (name: PageName) => () => pages[name].path;

export const paths = {
  home: at('home'),
  tires: at('tires'),
  tireResults: (query: TireResultsQuery = {}) => `${pages.tireResults.path}${toQuery({ ...query })}`,
  compareTires: ({ tire1_Id, tire2_Id, tire3_Id }: CompareTiresQuery) =>
    `${pages.compareTires.path}${toQuery({ tire1_Id, tire2_Id, tire3_Id })}`,
  tireDetails: ({ tireId }: { tireId: number }) => `${pages.tireDetails.path}${toQuery({ tireId })}`,

  trustedProducts: at('trustedProducts'),
  reliableServices: at('reliableServices'),
  tireManagementSolutions: (hash?: string) => `${pages.tireManagementSolutions.path}${hash ? `#${hash}` : ''}`,
  /** The asset-tracking link of the header top bar, mobile menu and footer. */
  assetTracking: () => `${pages.tireManagementSolutions.path}#sectionb`,
  tireConstruction: at('tireConstruction'),
  technology: at('technology'),

  contact: at('contact'),
  contactUs: at('contactUs'),
  requestConsultation: at('requestConsultation'),

  infocenter: at('infocenter'),
  archives: at('archives'),
  /** An article's address; its slug is an article's in the content service. */
  otrTip: ({ slug }: { slug: string }) => pages.otrTip.path.replace(':slug', encodeURIComponent(slug)),

  resources: at('resources'),
  brochures: at('brochures'),
  pressureRecommendations: at('pressureRecommendations'),
  engineeringData: at('engineeringData'),

  dealers: at('dealers'),
  emtrackRegistration: at('emtrackRegistration'),
} as const;

export type PathName = keyof typeof paths;
