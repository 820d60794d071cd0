export { ContactLanding } from './ContactLanding';
export { ContactFormPage } from './ContactFormPage';
