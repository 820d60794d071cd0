// The tire-finder feature's lazy chunk (xstate and the finder machine live here, not in the first chunks).
// Importing it also injects the finder endpoints into siteApi.
import './api';

export { TiresLanding } from './TiresLanding';
export { TireFinderController } from './TireFinderController';
export { TireFinderDialog } from './TireFinderDialog';
