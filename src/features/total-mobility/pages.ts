export { TechnologyPage, TireConstructionPage, TrustedProductsPage } from './ProductPages';
export { ReliableServicesPage, TireManagementSolutionsPage } from './ServicePages';
