// The route table (DESIGN habit 1, SPEC §2): the page table (src/routing/pages.ts) with each page's component.
// Each feature is one lazy chunk (webpackChunkName = feature folder). Routes are flat, by full path: React Router
// ranks them, and a landing (/tires, /contact…) shows only at its exact URL.
import { lazy, type ComponentType } from 'react';
import { NotFoundContent } from '../components/NotFoundContent';
import { pageList, pages, redirects, type PageDef, type PageName } from '../routing/pages';
import type { PageDataLoader } from '../state/page-data';
import type { AppDispatch } from '../state/root-state';

/**
 * A page component that can fetch its chunk ahead of rendering (hydration must not show a fallback); `chunk`
 * names its webpack chunk, whose styles the server links in the page's <head>; `loadData` loads the chunk and runs
 * the page's data loader, if its pages module exports one (`pageData`, by component name).
 */
export type PageComponent = ComponentType & {
  preload?: () => Promise<void>;
  chunk?: string;
  loadData?: PageDataLoader;
};

/** A feature's pages module: its chunk name (= its webpackChunkName) and its loader. */
interface Feature<M> {
  chunk: string;
  load: () => Promise<M>;
}

/** A route: a page of the table (src/routing/pages.ts) with its component, or a redirect. */
export interface AppRoute extends PageDef {
  /** The page of the table the route shows (none: a redirect). */
  name?: PageName;
  /** The page component: lazy (a feature chunk), except the tiny 404 page. */
  page?: PageComponent;
  /** Where an address without a page of its own sends the visitor (a full path). */
  redirectTo?: string;
}

/**
 * A lazy page: one named export of a feature's pages module. Once preloaded, React.lazy gets the component
 * synchronously (a thenable that calls back at once), so hydration finds the page without suspending.
 */
function lazyPage<K extends string, M extends Record<K, ComponentType> & { pageData?: Partial<Record<string, PageDataLoader>> }>(
  { chunk, load }: Feature<M>,
  name: K,
): PageComponent {
  let loaded: ComponentType | undefined;
  let loader: PageDataLoader | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m[name];
      loader = m.pageData?.[name];
    });
  const loadData: PageDataLoader = async (dispatch, params, options) => {
    await preload();
    return loader?.(dispatch, params, options);
  };
  type Module = { default: ComponentType };
  const now = (page: ComponentType): Promise<Module> =>
    ({ then: (done: (m: Module) => void) => done({ default: page }) }) as unknown as Promise<Module>;
  const Page = lazy(() => (loaded ? now(loaded) : preload().then(() => ({ default: loaded as ComponentType }))));
  return Object.assign(Page, { preload, chunk, loadData });
}

/**
 * A chunk's name, for the server: it links the page's styles by it (src/ssr/render.tsx). The browser's bundle has no
 * use for the names and leaves them out (webpack defines process.env.BROWSER_BUNDLE there): bytes of the first script.
 */
const named = (chunk: string): string => (process.env.BROWSER_BUNDLE === 'true' ? '' : chunk);

const home = { chunk: named('home'), load: () => import(/* webpackChunkName: "home" */ '../features/home/pages') };
const finder = { chunk: named('tire-finder'), load: () => import(/* webpackChunkName: "tire-finder" */ '../features/tire-finder/pages') };
const results = { chunk: named('tire-results'), load: () => import(/* webpackChunkName: "tire-results" */ '../features/tire-results/pages') };
const compare = { chunk: named('compare'), load: () => import(/* webpackChunkName: "compare" */ '../features/compare/pages') };
const details = { chunk: named('tire-details'), load: () => import(/* webpackChunkName: "tire-details" */ '../features/tire-details/pages') };
const mobility = { chunk: named('total-mobility'), load: () => import(/* webpackChunkName: "total-mobility" */ '../features/total-mobility/pages') };
const contact = { chunk: named('contact'), load: () => import(/* webpackChunkName: "contact" */ '../features/contact/pages') };
const infocenter = { chunk: named('infocenter'), load: () => import(/* webpackChunkName: "infocenter" */ '../features/infocenter/pages') };
const resources = { chunk: named('resources'), load: () => import(/* webpackChunkName: "resources" */ '../features/resources/pages') };
const dealers = { chunk: named('dealers'), load: () => import(/* webpackChunkName: "dealers" */ '../features/dealers/pages') };
/** Issue 23's pages; the header's search box loads its suggestions from it too (src/app/layout/HeaderSearch.tsx). */
export const tools = { chunk: named('tire-tools'), load: () => import(/* webpackChunkName: "tire-tools" */ './tool-pages') };
const emtrack = { chunk: named('emtrack'), load: () => import(/* webpackChunkName: "emtrack" */ '../features/emtrack/pages') };

/** The component of every page of the table: a page without one does not compile. */
const components: Record<PageName, PageComponent> = {
  home: lazyPage(home, 'HomePage'),
  tires: lazyPage(finder, 'TiresLanding'),
  tireResults: lazyPage(results, 'TireResultsPage'),
  compareTires: lazyPage(compare, 'CompareTiresPage'),
  tireDetails: lazyPage(details, 'TireDetailsPage'),
  dutyCheck: lazyPage(tools, 'DutyCheckPage'),
  findByMachine: lazyPage(tools, 'FindByMachinePage'),
  trustedProducts: lazyPage(mobility, 'TrustedProductsPage'),
  reliableServices: lazyPage(mobility, 'ReliableServicesPage'),
  tireManagementSolutions: lazyPage(mobility, 'TireManagementSolutionsPage'),
  tireConstruction: lazyPage(mobility, 'TireConstructionPage'),
  technology: lazyPage(mobility, 'TechnologyPage'),
  contact: lazyPage(contact, 'ContactLanding'),
  contactUs: lazyPage(contact, 'ContactFormPage'),
  requestConsultation: lazyPage(contact, 'ContactFormPage'),
  infocenter: lazyPage(infocenter, 'InfocenterLanding'),
  archives: lazyPage(infocenter, 'ArchivesPage'),
  otrTip: lazyPage(infocenter, 'OtrTipPage'),
  resources: lazyPage(resources, 'ResourcesLanding'),
  brochures: lazyPage(resources, 'BrochuresPage'),
  pressureRecommendations: lazyPage(resources, 'PressureRecommendationsPage'),
  engineeringData: lazyPage(resources, 'EngineeringDataPage'),
  dealers: lazyPage(dealers, 'DealersPage'),
  emtrackRegistration: lazyPage(emtrack, 'RegistrationPage'),
  search: lazyPage(tools, 'SearchPage'),
  notFound: NotFoundContent,
};

/** The redirects, then every page of the table with its component (the catch-all 404 last). */
export const appRoutes: AppRoute[] = [
  ...redirects.map(({ from, to }) => ({ path: from, redirectTo: pages[to].path })),
  ...pageList.map((def) => ({ ...def, page: components[def.name] })),
];

/**
 * Starts the answers page `name` shows at `to` (its path and query) as the navigation there starts, not once the
 * page has rendered and asked for them, unsubscribed (PageDataLoader): the Tire Finder's last pick (issue 22).
 * A failure is left to the page, which asks again and shows it. `startedAt`: when the search was asked for
 * (performance.now() time; SPEC §9's 100 ms before the products count from it).
 */
export function prefetchPageData(name: PageName, to: string, dispatch: AppDispatch, startedAt = performance.now()): void {
  const { searchParams } = new URL(to, 'http://localhost');
  components[name].loadData?.(dispatch, searchParams, { subscribe: false, startedAt }).catch(() => undefined);
}

/** The meta descriptions: a chunk of their own, loaded at the first navigation (the server rendered the first). */
export const loadPageDescriptions = () => import(/* webpackChunkName: "page-descriptions" */ '../routing/page-descriptions');

/**
 * Loads the chunk of a page ahead of a navigation to it likely to come soon (a rejection is left to the navigation),
 * and the descriptions' chunk that navigation sets the page's description from: compiled now, not in the frames
 * that show the page (issue 22: 10-20 ms of the Tire Finder's last click to results).
 */
export function preloadPage(name: PageName): void {
  components[name].preload?.().catch(() => undefined);
  loadPageDescriptions().catch(() => undefined);
}
