export { TireResultsPage } from './TireResultsPage';
