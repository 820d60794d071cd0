export { ResourcesLanding } from './ResourcesLanding';
export { BrochuresPage, PressureRecommendationsPage } from './DocumentPages';
export { EngineeringDataPage } from './EngineeringDataPage';
