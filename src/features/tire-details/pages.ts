import { loadDetailsPage } from './details-data';

export { TireDetailsPage } from './TireDetailsPage';

/** The answers the page shows, asked for before it renders (src/app/routes.tsx). */
export const pageData = { TireDetailsPage: loadDetailsPage };
