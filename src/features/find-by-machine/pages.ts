import { loadMachinePage } from './machine-data';

export { FindByMachinePage } from './FindByMachinePage';

/** The answers the page shows, asked for before it renders (src/app/routes.tsx). */
export const pageData = { FindByMachinePage: loadMachinePage };
