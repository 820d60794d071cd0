import { selectTracking } from '../../app/config-slice';
import { useAppSelector } from '../../app/hooks';
import { PageIntro } from '../../components/PageIntro';

/** /emtrack/registration: the sign-up form (formik + yup, in this lazy chunk only) comes later. */
export function RegistrationPage() {
  const tracking = useAppSelector(selectTracking);
  return (
    <div className="container page">
      <PageIntro
        title={`${tracking} Sign Up`}
        lead="Track the performance of every tire in your fleet. Choose full or restricted data access."
      />
    </div>
  );
}
