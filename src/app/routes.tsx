// THE route table (DESIGN habit 1, SPEC §2): plain data a Node script can walk (path, title, description,
// lazy page). Each feature is one lazy chunk (webpackChunkName = feature folder). Landings of /tires, /resources,
// /contact and /infocenter are index routes: they show only at the exact URL, a child route replaces them.
import { lazy, type ComponentType } from 'react';
import { NotFoundContent } from '../components/NotFoundContent';

/**
 * A page component that can fetch its chunk ahead of rendering (hydration must not show a fallback); `chunk`
 * names its webpack chunk, whose styles the server links in the page's <head>.
 */
export type PageComponent = ComponentType & { preload?: () => Promise<void>; chunk?: string };

/** A feature's pages module: its chunk name (= its webpackChunkName) and its loader. */
interface Feature<M> {
  chunk: string;
  load: () => Promise<M>;
}

export interface AppRoute {
  /** Path segment(s) relative to the parent route; absent on index routes. */
  path?: string;
  index?: true;
  /** Document title; `{brand}` is replaced by the configured brand. None: "{brand} Off-the-Road (OTR) Tires". */
  title?: string;
  /** Meta description (search results, link previews); `{brand}` is replaced. None: the site's description. */
  description?: string;
  /** The page sets its title and description itself (they depend on its data): see usePageHead. */
  titleFromPage?: true;
  /** Query parameters that name what the page shows; the canonical URL keeps these and drops the rest. */
  canonicalQuery?: readonly string[];
  /** The page component: lazy (a feature chunk), except the tiny 404 page. */
  page?: PageComponent;
  /** Relative redirect for URLs that have no page of their own. */
  redirectTo?: string;
  children?: AppRoute[];
}

/**
 * A lazy page: one named export of a feature's pages module. Once preloaded, React.lazy gets the component
 * synchronously (a thenable that calls back at once), so hydration finds the page without suspending.
 */
function lazyPage<K extends string, M extends Record<K, ComponentType>>({ chunk, load }: Feature<M>, name: K): PageComponent {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m[name];
    });
  type Module = { default: ComponentType };
  const now = (page: ComponentType): Promise<Module> =>
    ({ then: (done: (m: Module) => void) => done({ default: page }) }) as unknown as Promise<Module>;
  const Page = lazy(() => (loaded ? now(loaded) : preload().then(() => ({ default: loaded as ComponentType }))));
  return Object.assign(Page, { preload, chunk });
}

const home = { chunk: 'home', load: () => import(/* webpackChunkName: "home" */ '../features/home/pages') };
const finder = { chunk: 'tire-finder', load: () => import(/* webpackChunkName: "tire-finder" */ '../features/tire-finder/pages') };
const results = { chunk: 'tire-results', load: () => import(/* webpackChunkName: "tire-results" */ '../features/tire-results/pages') };
const compare = { chunk: 'compare', load: () => import(/* webpackChunkName: "compare" */ '../features/compare/pages') };
const details = { chunk: 'tire-details', load: () => import(/* webpackChunkName: "tire-details" */ '../features/tire-details/pages') };
const mobility = { chunk: 'total-mobility', load: () => import(/* webpackChunkName: "total-mobility" */ '../features/total-mobility/pages') };
const contact = { chunk: 'contact', load: () => import(/* webpackChunkName: "contact" */ '../features/contact/pages') };
const infocenter = { chunk: 'infocenter', load: () => import(/* webpackChunkName: "infocenter" */ '../features/infocenter/pages') };
const resources = { chunk: 'resources', load: () => import(/* webpackChunkName: "resources" */ '../features/resources/pages') };
const dealers = { chunk: 'dealers', load: () => import(/* webpackChunkName: "dealers" */ '../features/dealers/pages') };
const emtrack = { chunk: 'emtrack', load: () => import(/* webpackChunkName: "emtrack" */ '../features/emtrack/pages') };

/** The Tire Finder popup: not a route, but the same lazy chunk as the /tires landing. */
export const TireFinderDialog = lazy(() => finder.load().then((m) => ({ default: m.TireFinderDialog })));

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

export const appRoutes: AppRoute[] = [
  {
    index: true,
    description:
      '{brand} off-the-road (OTR) tires for mining, construction, quarry, port and industrial operations: find, compare and get support.',
    page: lazyPage(home, 'HomePage'),
  },
  {
    path: 'tires',
    children: [
      // SPEC §2 gives only tire-results a title; /tires and compare-tires keep the default title.
      {
        index: true,
        description: 'Find {brand} OTR tires by size, rim diameter, industry or equipment type.',
        page: lazyPage(finder, 'TiresLanding'),
      },
      {
        path: 'tire-results',
        title: 'Trusted Products',
        description: '{brand} OTR tires that match your search: sizes, ply ratings, tire types and industries.',
        canonicalQuery: RESULTS_QUERY,
        page: lazyPage(results, 'TireResultsPage'),
      },
      {
        path: 'compare-tires',
        description: 'Compare {brand} OTR tires side by side: sizes, ratings and specifications.',
        canonicalQuery: ['tire1_Id', 'tire2_Id', 'tire3_Id'],
        page: lazyPage(compare, 'CompareTiresPage'),
      },
      { path: 'tire-details', titleFromPage: true, canonicalQuery: ['tireId'], page: lazyPage(details, 'TireDetailsPage') },
    ],
  },
  {
    path: 'total-mobility',
    children: [
      { index: true, redirectTo: 'trusted-products' },
      {
        path: 'trusted-products',
        title: 'Trusted Products',
        description: '{brand} OTR tire lines for every industry and the product features behind them.',
        page: lazyPage(mobility, 'TrustedProductsPage'),
      },
      {
        path: 'reliable-services',
        title: 'Reliable Services',
        description: 'Field engineering, dealer service and support that keep OTR fleets rolling.',
        page: lazyPage(mobility, 'ReliableServicesPage'),
      },
      {
        path: 'tire-management-solutions',
        title: 'Tire Management Solutions',
        description: 'Track OTR tire performance with EMTrack and lower your cost per hour.',
        page: lazyPage(mobility, 'TireManagementSolutionsPage'),
      },
      {
        path: 'trusted-products/tire-construction',
        title: 'Tire Construction',
        description: 'How {brand} OTR tires are built: tire compounds, tread patterns and star ratings.',
        page: lazyPage(mobility, 'TireConstructionPage'),
      },
      {
        path: 'trusted-products/technology',
        title: 'Technology',
        description: 'The technology in {brand} OTR tires: stability, durability, productivity and never-flat options.',
        page: lazyPage(mobility, 'TechnologyPage'),
      },
    ],
  },
  {
    path: 'contact',
    children: [
      {
        index: true,
        title: 'Contact Us',
        description: 'Contact {brand} OTR or request a consultation with an OTR tire specialist.',
        page: lazyPage(contact, 'ContactLanding'),
      },
      {
        path: 'contact-us',
        title: 'Contact {brand} OTR',
        description: 'Send {brand} OTR a question or comment about tires, dealers or service.',
        page: lazyPage(contact, 'ContactFormPage'),
      },
      {
        path: 'request-consultation',
        title: 'Request a Consultation',
        description: 'Ask a {brand} OTR specialist for a consultation about your site, equipment and tires.',
        page: lazyPage(contact, 'ContactFormPage'),
      },
    ],
  },
  {
    path: 'infocenter',
    children: [
      {
        index: true,
        title: 'Info Center',
        description: 'About {brand} OTR, and OTR tips and best practices for longer tire life.',
        page: lazyPage(infocenter, 'InfocenterLanding'),
      },
      {
        path: 'archives',
        title: 'Info Center Archives',
        description: 'Earlier OTR tips and best practices from the {brand} Info Center.',
        page: lazyPage(infocenter, 'ArchivesPage'),
      },
      { path: 'otr-tips', redirectTo: '/infocenter' },
      { path: 'otr-tips/:slug', titleFromPage: true, page: lazyPage(infocenter, 'OtrTipPage') },
    ],
  },
  {
    path: 'resources',
    children: [
      {
        index: true,
        title: 'Resources',
        description: '{brand} OTR brochures, sell sheets, OE pressure recommendations and engineering data.',
        page: lazyPage(resources, 'ResourcesLanding'),
      },
      {
        path: 'brochures',
        title: 'OTR Brochures/Sell Sheets',
        description: 'Brochures and sell sheets of {brand} OTR tire lines, as PDF documents.',
        page: lazyPage(resources, 'BrochuresPage'),
      },
      {
        path: 'pressure-recommendations',
        title: 'OE Pressure Recommendations',
        description: 'Original-equipment inflation pressure recommendations for {brand} OTR tires.',
        page: lazyPage(resources, 'PressureRecommendationsPage'),
      },
      {
        path: 'engineering-data',
        title: 'Engineering Data',
        description: 'The {brand} OTR engineering databook: dimensions, load and inflation tables of every tire.',
        page: lazyPage(resources, 'EngineeringDataPage'),
      },
    ],
  },
  {
    path: 'dealers',
    title: 'Find a {brand} OTR Dealer',
    description: 'Find {brand} OTR dealers and Earthmover locations near you.',
    page: lazyPage(dealers, 'DealersPage'),
  },
  {
    path: 'emtrack',
    children: [
      { index: true, redirectTo: 'registration' },
      {
        path: 'registration',
        title: 'EMTrack Sign Up',
        description: 'Sign up for EMTrack, the OTR tire performance tracking subscription.',
        page: lazyPage(emtrack, 'RegistrationPage'),
      },
    ],
  },
  { path: '*', title: 'Page not found', page: NotFoundContent },
];
