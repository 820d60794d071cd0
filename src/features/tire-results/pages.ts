import { loadResultsPage } from './results-data';

export { TireResultsPage } from './TireResultsPage';

/** The answers each page shows, asked for before it renders (src/app/routes.tsx). */
export const pageData = { TireResultsPage: loadResultsPage };
