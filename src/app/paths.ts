// Every href of the site, built in one place with typed query parameters (DESIGN habit 1). Pure data and
// functions: safe for Node (prerender scripts, server tests).

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

export type OtrTipSlug =
  | 'benefits-of-tire-performance-tracking'
  | 'site-mgt-impact-road-grading'
  | 'haul-truck-positioning'
  | 'fleet-surveys-site-audits'
  | 'correct-tire-inflation'
  | 'look-under-your-tires'
  | 'select-the-right-tire';

export const paths = {
  home: () => '/',
  tires: () => '/tires',
  tireResults: (query: TireResultsQuery = {}) => `/tires/tire-results${toQuery({ ...query })}`,
  compareTires: ({ tire1_Id, tire2_Id, tire3_Id }: CompareTiresQuery) =>
    `/tires/compare-tires${toQuery({ tire1_Id, tire2_Id, tire3_Id })}`,
  tireDetails: ({ tireId }: { tireId: number }) => `/tires/tire-details${toQuery({ tireId })}`,

  totalMobility: () => '/total-mobility',
  trustedProducts: () => '/total-mobility/trusted-products',
  reliableServices: () => '/total-mobility/reliable-services',
  tireManagementSolutions: (hash?: string) => `/total-mobility/tire-management-solutions${hash ? `#${hash}` : ''}`,
  /** The asset-tracking link of the header top bar, mobile menu and footer. */
  assetTracking: () => '/total-mobility/tire-management-solutions#sectionb',
  tireConstruction: () => '/total-mobility/trusted-products/tire-construction',
  technology: () => '/total-mobility/trusted-products/technology',

  contact: () => '/contact',
  contactUs: () => '/contact/contact-us',
  requestConsultation: () => '/contact/request-consultation',

  infocenter: () => '/infocenter',
  archives: () => '/infocenter/archives',
  otrTip: ({ slug }: { slug: OtrTipSlug }) => `/infocenter/otr-tips/${slug}`,

  resources: () => '/resources',
  brochures: () => '/resources/brochures',
  pressureRecommendations: () => '/resources/pressure-recommendations',
  engineeringData: () => '/resources/engineering-data',

  dealers: () => '/dealers',
  emtrackRegistration: () => '/emtrack/registration',
} as const;

export type PathName = keyof typeof paths;
