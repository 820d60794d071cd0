export { InfocenterLanding } from './InfocenterLanding';
export { ArchivesPage } from './ArchivesPage';
export { OtrTipPage } from './OtrTipPage';
