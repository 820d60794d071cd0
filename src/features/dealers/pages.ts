export { DealersPage } from './DealersPage';
