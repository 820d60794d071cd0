export { CompareTiresPage } from './CompareTiresPage';
