import { useMatch } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { PageIntro } from '../../components/PageIntro';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { useBrand } from '../../components/useBrand';
import { ContactForm } from './ContactForm';

/**
 * /contact/contact-us and /contact/request-consultation share one form (SPEC §2): on contact-us it is a
 * contact request, on any other URL a consultation request.
 */
export function ContactFormPage() {
  const brand = useBrand();
  const isContact = useMatch(paths.contactUs()) !== null;
  return (
    <ToastProvider>
      <div className="container page">
        <PageIntro
          title={<span id="contact-form-title">{isContact ? `Contact ${brand} OTR` : 'Request a Consultation'}</span>}
          lead="Fill in the form and a representative will get back to you. Fields marked * are required."
        />
        {/* key: switching between the two URLs starts a fresh form. */}
        <ContactForm key={isContact ? 'contact' : 'consultation'} kind={isContact ? 'contact' : 'consultation'} titleId="contact-form-title" />
      </div>
    </ToastProvider>
  );
}
