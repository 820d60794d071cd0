// Each page's meta description (search results, link previews), by page of the table (pages.ts); `{brand}` is
// replaced. Apart from the table so the first script does without them (issue 22): the server renders the
// first page's into its head, and the browser loads this module (a chunk of its own) at the first navigation.
import type { PageName } from './pages';

/** The site's description: the home page's, and that of pages without one of their own. */
export function siteDescription(brand: string): string {
  return `${brand} off-the-road (OTR) tires for mining, construction, quarry, port and industrial operations: find, compare and get support.`;
}

const descriptions: Partial<Record<PageName, string>> = {
  tires: 'Find {brand} OTR tires by size, rim diameter, industry or equipment type.',
  tireResults: '{brand} OTR tires that match your search: sizes, ply ratings, tire types and industries.',
  compareTires: 'Compare {brand} OTR tires side by side: sizes, ratings and specifications.',
  findByMachine: 'Choose the make and model of your haul truck, loader, grader or port machine to see the tire sizes it runs on and the {brand} tires in them.',
  search: 'Search {brand} OTR tire sizes, tire lines, machines, industries, documents and articles.',
  dutyCheck: 'Work out your haul site TKPH or TMPH, with temperature and haul length corrections, and see which {brand} tires pass.',
  trustedProducts: '{brand} OTR tire lines for every industry and the product features behind them.',
  reliableServices: 'Field engineering, dealer service and support that keep OTR fleets rolling.',
  tireManagementSolutions: 'Track OTR tire performance with EMTrack and lower your cost per hour.',
  tireConstruction: 'How {brand} OTR tires are built: tire compounds, tread patterns and star ratings.',
  technology: 'The technology in {brand} OTR tires: stability, durability, productivity and never-flat options.',
  contact: 'Contact {brand} OTR or request a consultation with an OTR tire specialist.',
  contactUs: 'Send {brand} OTR a question or comment about tires, dealers or service.',
  requestConsultation: 'Ask a {brand} OTR specialist for a consultation about your site, equipment and tires.',
  infocenter: 'About {brand} OTR, and OTR tips and best practices for longer tire life.',
  archives: 'Earlier OTR tips and best practices from the {brand} Info Center.',
  resources: '{brand} OTR brochures, sell sheets, OE pressure recommendations and engineering data.',
  brochures: 'Brochures and sell sheets of {brand} OTR tire lines, as PDF documents.',
  pressureRecommendations: 'Original-equipment inflation pressure recommendations for {brand} OTR tires.',
  engineeringData: 'The {brand} OTR engineering databook: dimensions, load and inflation tables of every tire.',
  dealers: 'Find {brand} OTR dealers and Earthmover locations near you.',
  emtrackRegistration: 'Sign up for EMTrack, the OTR tire performance tracking subscription.',
};

/** The meta description of the page named; a page without one (or none named) has the site's description. */
export function pageDescription(name: PageName | undefined, brand: string): string {
  const description = name ? descriptions[name] : undefined;
  return description?.replaceAll('{brand}', brand) ?? siteDescription(brand);
}
