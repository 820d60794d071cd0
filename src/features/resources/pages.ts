export { ResourcesLanding } from './ResourcesLanding';
export { BrochuresPage, EngineeringDataPage, PressureRecommendationsPage } from './DocumentPages';
