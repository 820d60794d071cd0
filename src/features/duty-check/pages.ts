export { DutyCheckPage } from './DutyCheckPage';
