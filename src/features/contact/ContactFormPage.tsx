import { useMatch } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageIntro } from '../../components/PageIntro';
import { useBrand } from '../../components/useBrand';

/**
 * /contact/contact-us and /contact/request-consultation share one form (SPEC §2): on contact-us it is a
 * contact request, on any other URL a consultation request. The form (formik + yup) comes later.
 */
export function ContactFormPage() {
  const brand = useBrand();
  const isContact = useMatch(paths.contactUs()) !== null;
  return (
    <div className="container page">
      <PageIntro
        title={isContact ? `Contact ${brand} OTR` : 'Request a Consultation'}
        lead="Fill in the form and a representative will get back to you."
      />
    </div>
  );
}
