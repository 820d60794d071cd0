export { ReliableServicesPage } from './ReliableServicesPage';
export { TireManagementSolutionsPage } from './TireManagementSolutionsPage';
export { TrustedProductsPage } from './TrustedProductsPage';
export { TireConstructionPage } from './TireConstructionPage';
export { TechnologyPage } from './TechnologyPage';
