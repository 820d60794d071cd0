// The tire-finder feature's lazy chunk. Importing it also injects the finder endpoints into siteApi.
import './api';

export { TiresLanding } from './TiresLanding';
export { TireFinderDialog } from './TireFinderDialog';
