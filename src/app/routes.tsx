// THE route table (DESIGN habit 1, SPEC §2): plain data a Node script can walk (path, title, lazy page).
// Each feature is one lazy chunk (webpackChunkName = feature folder). Landings of /tires, /resources,
// /contact and /infocenter are index routes: they show only at the exact URL, a child route replaces them.
import { lazy, type ComponentType } from 'react';
import { NotFoundContent } from '../components/NotFoundContent';

export interface AppRoute {
  /** Path segment(s) relative to the parent route; absent on index routes. */
  path?: string;
  index?: true;
  /** Document title; `{brand}` is replaced by the configured brand. None: "{brand} Off-the-Road (OTR) Tires". */
  title?: string;
  /** The page sets document.title itself (its title depends on its data). */
  titleFromPage?: true;
  /** The page component: lazy (a feature chunk), except the tiny 404 page. */
  page?: ComponentType;
  /** Relative redirect for URLs that have no page of their own. */
  redirectTo?: string;
  children?: AppRoute[];
}

/** A lazy page: one named export of a feature's pages module. */
function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const home = () => import(/* webpackChunkName: "home" */ '../features/home/pages');
const finder = () => import(/* webpackChunkName: "tire-finder" */ '../features/tire-finder/pages');
const results = () => import(/* webpackChunkName: "tire-results" */ '../features/tire-results/pages');
const compare = () => import(/* webpackChunkName: "compare" */ '../features/compare/pages');
const details = () => import(/* webpackChunkName: "tire-details" */ '../features/tire-details/pages');
const mobility = () => import(/* webpackChunkName: "total-mobility" */ '../features/total-mobility/pages');
const contact = () => import(/* webpackChunkName: "contact" */ '../features/contact/pages');
const infocenter = () => import(/* webpackChunkName: "infocenter" */ '../features/infocenter/pages');
const resources = () => import(/* webpackChunkName: "resources" */ '../features/resources/pages');
const dealers = () => import(/* webpackChunkName: "dealers" */ '../features/dealers/pages');
const emtrack = () => import(/* webpackChunkName: "emtrack" */ '../features/emtrack/pages');

/** The Tire Finder popup: not a route, but the same lazy chunk as the /tires landing. */
export const TireFinderDialog = lazy(() => finder().then((m) => ({ default: m.TireFinderDialog })));

export const appRoutes: AppRoute[] = [
  { index: true, page: lazyPage(home, 'HomePage') },
  {
    path: 'tires',
    children: [
      { index: true, title: 'Tires', page: lazyPage(finder, 'TiresLanding') },
      { path: 'tire-results', title: 'Trusted Products', page: lazyPage(results, 'TireResultsPage') },
      { path: 'compare-tires', title: 'Compare Tires', page: lazyPage(compare, 'CompareTiresPage') },
      { path: 'tire-details', titleFromPage: true, page: lazyPage(details, 'TireDetailsPage') },
    ],
  },
  {
    path: 'total-mobility',
    children: [
      { index: true, redirectTo: 'trusted-products' },
      { path: 'trusted-products', title: 'Trusted Products', page: lazyPage(mobility, 'TrustedProductsPage') },
      { path: 'reliable-services', title: 'Reliable Services', page: lazyPage(mobility, 'ReliableServicesPage') },
      {
        path: 'tire-management-solutions',
        title: 'Tire Management Solutions',
        page: lazyPage(mobility, 'TireManagementSolutionsPage'),
      },
      {
        path: 'trusted-products/tire-construction',
        title: 'Tire Construction',
        page: lazyPage(mobility, 'TireConstructionPage'),
      },
      { path: 'trusted-products/technology', title: 'Technology', page: lazyPage(mobility, 'TechnologyPage') },
    ],
  },
  {
    path: 'contact',
    children: [
      { index: true, title: 'Contact Us', page: lazyPage(contact, 'ContactLanding') },
      { path: 'contact-us', title: 'Contact {brand} OTR', page: lazyPage(contact, 'ContactFormPage') },
      { path: 'request-consultation', title: 'Request a Consultation', page: lazyPage(contact, 'ContactFormPage') },
    ],
  },
  {
    path: 'infocenter',
    children: [
      { index: true, title: 'Info Center', page: lazyPage(infocenter, 'InfocenterLanding') },
      { path: 'archives', title: 'Info Center Archives', page: lazyPage(infocenter, 'ArchivesPage') },
      { path: 'otr-tips', redirectTo: '/infocenter' },
      { path: 'otr-tips/:slug', titleFromPage: true, page: lazyPage(infocenter, 'OtrTipPage') },
    ],
  },
  {
    path: 'resources',
    children: [
      { index: true, title: 'Resources', page: lazyPage(resources, 'ResourcesLanding') },
      { path: 'brochures', title: 'OTR Brochures/Sell Sheets', page: lazyPage(resources, 'BrochuresPage') },
      {
        path: 'pressure-recommendations',
        title: 'OE Pressure Recommendations',
        page: lazyPage(resources, 'PressureRecommendationsPage'),
      },
      { path: 'engineering-data', title: 'Engineering Data', page: lazyPage(resources, 'EngineeringDataPage') },
    ],
  },
  { path: 'dealers', title: 'Find a {brand} OTR Dealer', page: lazyPage(dealers, 'DealersPage') },
  {
    path: 'emtrack',
    children: [
      { index: true, redirectTo: 'registration' },
      { path: 'registration', title: 'EMTrack Sign Up', page: lazyPage(emtrack, 'RegistrationPage') },
    ],
  },
  { path: '*', title: 'Page not found', page: NotFoundContent },
];
