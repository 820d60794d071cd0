import { selectTracking } from '../../state/config-slice';
import { useAppSelector } from '../../state/hooks';
import { PageIntro } from '../../components/PageIntro';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { useBrand } from '../../components/useBrand';
import { RegistrationForm } from './RegistrationForm';

/** /emtrack/registration: the tracking sign-up (SPEC §2), in this lazy chunk only. */
export function RegistrationPage() {
  const tracking = useAppSelector(selectTracking);
  const brand = useBrand();
  return (
    <ToastProvider>
      <div className="container page">
        <PageIntro
          title={<span id="registration-title">{`${tracking} Sign Up`}</span>}
          lead="Track the performance of every tire in your fleet. Choose full or restricted data access. Fields marked * are required."
        />
        <RegistrationForm brand={brand} tracking={tracking} titleId="registration-title" />
      </div>
    </ToastProvider>
  );
}
