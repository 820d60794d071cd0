// THE table of the site's pages (DESIGN habit 1, SPEC §2): each page's address and what the others need to
// know about it (title, canonical query). Out of the first script: meta descriptions (page-descriptions.ts) and
// which pages are in the sitemap or indexed (sitemap.ts). The route table (src/app/routes.tsx) gives each page its
// component; the hrefs (paths.ts), the sitemap and the server's page-cache keys are built from it. Pure data: the
// server and Node scripts import it.

export interface PageDef {
  /** The full path React Router matches: '/tires/tire-results', '/infocenter/otr-tips/:slug', '*' (not found). */
  path: string;
  /** Document title; `{brand}` is replaced by the configured brand. None: "{brand} Off-the-Road (OTR) Tires". */
  title?: string;
  /** The page sets its title and description itself (they depend on its data): see usePageHead. */
  titleFromPage?: true;
  /** Query parameters that name what the page shows; the canonical URL keeps these and drops the rest. */
  canonicalQuery?: readonly string[];
}

/** Parameters of a tire search (SPEC §2 /tires/tire-results). */
const RESULTS_QUERY = [
  'tireSize',
  'rimDiam',
  'rimDiamTireSize',
  'rimDiamTireSizeId',
  'industry',
  'equipIndustry',
  'indTireSize',
  'equipType',
  'equipmentType',
  'equipTypeId',
  'equipTireSize',
  'machine',
  'machineTireSize',
] as const;

// In the order of the sitemap. SPEC §2 gives only tire-results a title among the /tires pages.
export const pages = {
  home: { path: '/' },
  tires: { path: '/tires' },
  tireResults: {
    path: '/tires/tire-results',
    title: 'Trusted Products',
    canonicalQuery: RESULTS_QUERY,
  },
  compareTires: { path: '/tires/compare-tires', canonicalQuery: ['tire1_Id', 'tire2_Id', 'tire3_Id'] },
  tireDetails: { path: '/tires/tire-details', titleFromPage: true, canonicalQuery: ['tireId'] },
  /** Issue 23: the TKPH/TMPH check; its answer is in its address (a GET form), the bare page is canonical. */
  dutyCheck: { path: '/tires/duty-check', title: 'Duty Check: TKPH/TMPH Calculator' },
  /** Issue 23: make and model lead to the sizes a machine runs on; each machine's page is in the sitemap (a make's
   * list of models is a view of the bare page: its canonical). */
  findByMachine: { path: '/tires/find-by-machine', titleFromPage: true, canonicalQuery: ['machine'] },

  trustedProducts: { path: '/total-mobility/trusted-products', title: 'Trusted Products' },
  reliableServices: { path: '/total-mobility/reliable-services', title: 'Reliable Services' },
  tireManagementSolutions: { path: '/total-mobility/tire-management-solutions', title: 'Tire Management Solutions' },
  tireConstruction: { path: '/total-mobility/trusted-products/tire-construction', title: 'Tire Construction' },
  technology: { path: '/total-mobility/trusted-products/technology', title: 'Technology' },

  contact: { path: '/contact', title: 'Contact Us' },
  contactUs: { path: '/contact/contact-us', title: 'Contact {brand} OTR' },
  requestConsultation: { path: '/contact/request-consultation', title: 'Request a Consultation' },

  infocenter: { path: '/infocenter', title: 'Info Center' },
  archives: { path: '/infocenter/archives', title: 'Info Center Archives' },
  /** An article: its slug is an article of the content service; an unknown one shows the not-found page. */
  otrTip: { path: '/infocenter/otr-tips/:slug', titleFromPage: true },

  resources: { path: '/resources', title: 'Resources' },
  brochures: { path: '/resources/brochures', title: 'OTR Brochures/Sell Sheets' },
  pressureRecommendations: { path: '/resources/pressure-recommendations', title: 'OE Pressure Recommendations' },
  engineeringData: { path: '/resources/engineering-data', title: 'Engineering Data' },

  dealers: { path: '/dealers', title: 'Find a {brand} OTR Dealer' },
  emtrackRegistration: { path: '/emtrack/registration', title: 'EMTrack Sign Up' },

  /** Issue 23: the header search's results (Enter in the search box); not indexed (src/routing/sitemap.ts). */
  search: { path: '/search', titleFromPage: true },

  /** Whatever no other page matches. */
  notFound: { path: '*', title: 'Page not found' },
} satisfies Record<string, PageDef>;

export type PageName = keyof typeof pages;

/** Every page of the table, in its order. */
export const pageList: readonly (PageDef & { name: PageName })[] = Object.entries(pages).map(([name, page]) => ({
  ...page,
  name: name as PageName,
}));

/** Addresses without a page of their own: a visit is sent on (301 on the server) to the page named. */
export const redirects: readonly { from: string; to: PageName }[] = [
  { from: '/total-mobility', to: 'trustedProducts' },
  { from: '/infocenter/otr-tips', to: 'infocenter' },
  { from: '/emtrack', to: 'emtrackRegistration' },
];
