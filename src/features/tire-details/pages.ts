export { TireDetailsPage } from './TireDetailsPage';
