// THE table of the site's pages (DESIGN habit 1, SPEC §2): each page's address and what the others need to
// know about it (head, canonical query, sitemap). The route table (src/app/routes.tsx) gives each page its
// component, the hrefs (paths.ts) and the server's sitemap and page-cache keys are built from it. Pure data: the
// server and Node scripts import it.

export interface PageDef {
  /** The full path React Router matches: '/tires/tire-results', '/infocenter/otr-tips/:slug', '*' (not found). */
  path: string;
  /** Document title; `{brand}` is replaced by the configured brand. None: "{brand} Off-the-Road (OTR) Tires". */
  title?: string;
  /** Meta description (search results, link previews); `{brand}` is replaced. None: the site's description. */
  description?: string;
  /** The page sets its title and description itself (they depend on its data): see usePageHead. */
  titleFromPage?: true;
  /** Query parameters that name what the page shows; the canonical URL keeps these and drops the rest. */
  canonicalQuery?: readonly string[];
  /**
   * false: not listed in /sitemap.xml at its own path. So are the pages that show something only for a query or
   * a path parameter: the sitemap lists those from the data (every tire's details, every article), or not at all.
   */
  sitemap?: false;
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
] as const;

// In the order of the sitemap. SPEC §2 gives only tire-results a title among the /tires pages.
export const pages = {
  home: {
    path: '/',
    description:
      '{brand} off-the-road (OTR) tires for mining, construction, quarry, port and industrial operations: find, compare and get support.',
  },
  tires: {
    path: '/tires',
    description: 'Find {brand} OTR tires by size, rim diameter, industry or equipment type.',
  },
  tireResults: {
    path: '/tires/tire-results',
    title: 'Trusted Products',
    description: '{brand} OTR tires that match your search: sizes, ply ratings, tire types and industries.',
    canonicalQuery: RESULTS_QUERY,
    sitemap: false,
  },
  compareTires: {
    path: '/tires/compare-tires',
    description: 'Compare {brand} OTR tires side by side: sizes, ratings and specifications.',
    canonicalQuery: ['tire1_Id', 'tire2_Id', 'tire3_Id'],
    sitemap: false,
  },
  tireDetails: { path: '/tires/tire-details', titleFromPage: true, canonicalQuery: ['tireId'], sitemap: false },

  trustedProducts: {
    path: '/total-mobility/trusted-products',
    title: 'Trusted Products',
    description: '{brand} OTR tire lines for every industry and the product features behind them.',
  },
  reliableServices: {
    path: '/total-mobility/reliable-services',
    title: 'Reliable Services',
    description: 'Field engineering, dealer service and support that keep OTR fleets rolling.',
  },
  tireManagementSolutions: {
    path: '/total-mobility/tire-management-solutions',
    title: 'Tire Management Solutions',
    description: 'Track OTR tire performance with EMTrack and lower your cost per hour.',
  },
  tireConstruction: {
    path: '/total-mobility/trusted-products/tire-construction',
    title: 'Tire Construction',
    description: 'How {brand} OTR tires are built: tire compounds, tread patterns and star ratings.',
  },
  technology: {
    path: '/total-mobility/trusted-products/technology',
    title: 'Technology',
    description: 'The technology in {brand} OTR tires: stability, durability, productivity and never-flat options.',
  },

  contact: {
    path: '/contact',
    title: 'Contact Us',
    description: 'Contact {brand} OTR or request a consultation with an OTR tire specialist.',
  },
  contactUs: {
    path: '/contact/contact-us',
    title: 'Contact {brand} OTR',
    description: 'Send {brand} OTR a question or comment about tires, dealers or service.',
  },
  requestConsultation: {
    path: '/contact/request-consultation',
    title: 'Request a Consultation',
    description: 'Ask a {brand} OTR specialist for a consultation about your site, equipment and tires.',
  },

  infocenter: {
    path: '/infocenter',
    title: 'Info Center',
    description: 'About {brand} OTR, and OTR tips and best practices for longer tire life.',
  },
  archives: {
    path: '/infocenter/archives',
    title: 'Info Center Archives',
    description: 'Earlier OTR tips and best practices from the {brand} Info Center.',
  },
  /** An article: its slug is an article of the content service; an unknown one shows the not-found page. */
  otrTip: { path: '/infocenter/otr-tips/:slug', titleFromPage: true, sitemap: false },

  resources: {
    path: '/resources',
    title: 'Resources',
    description: '{brand} OTR brochures, sell sheets, OE pressure recommendations and engineering data.',
  },
  brochures: {
    path: '/resources/brochures',
    title: 'OTR Brochures/Sell Sheets',
    description: 'Brochures and sell sheets of {brand} OTR tire lines, as PDF documents.',
  },
  pressureRecommendations: {
    path: '/resources/pressure-recommendations',
    title: 'OE Pressure Recommendations',
    description: 'Original-equipment inflation pressure recommendations for {brand} OTR tires.',
  },
  engineeringData: {
    path: '/resources/engineering-data',
    title: 'Engineering Data',
    description: 'The {brand} OTR engineering databook: dimensions, load and inflation tables of every tire.',
  },

  dealers: {
    path: '/dealers',
    title: 'Find a {brand} OTR Dealer',
    description: 'Find {brand} OTR dealers and Earthmover locations near you.',
  },
  emtrackRegistration: {
    path: '/emtrack/registration',
    title: 'EMTrack Sign Up',
    description: 'Sign up for EMTrack, the OTR tire performance tracking subscription.',
  },

  /** Whatever no other page matches. */
  notFound: { path: '*', title: 'Page not found', sitemap: false },
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
