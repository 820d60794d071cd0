// /admin/sign-in: email and password. The submit's lifecycle is machines/staff-sign-in.machine.ts; a refusal
// is announced (role=alert): the same neutral sentence whatever was wrong, or how long to wait while the
// server slows this client down. Signed in, the person goes where they were heading (?next=).
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import * as yup from 'yup';
import { staffSignInMachine, type Credentials } from '../../../../machines/staff-sign-in.machine';
import { SESSION_ENDED } from '../../api/call-failure';
import { useSignInMutation } from '../../api/session-api';
import { Alert } from '../../components/Alert';
import { AdminForm } from '../../components/form/AdminForm';
import { BusyButton } from '../../components/form/BusyButton';
import { TextInput } from '../../components/form/fields';
import { EMAIL_RULE } from '../../components/form/password-schema';
import { PageHeading } from '../../components/PageHeading';
import { safeNext } from '../../routing/pages';

const schema = yup.object({ email: EMAIL_RULE, password: yup.string().required('Enter your password.') });

interface Arrival {
  ended?: boolean;
  signedOut?: boolean;
}

export default function SignInPage() {
  const [signIn] = useSignInMutation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const arrival = (useLocation().state ?? {}) as Arrival;
  const next = safeNext(params.get('next'));
  const [machine] = useState(() =>
    staffSignInMachine.provide({
      actors: { signIn: fromPromise<unknown, Credentials>(({ input }) => signIn(input).unwrap()) },
      actions: { signedIn: () => navigate(next, { replace: true }) },
    }),
  );
  const [state, send] = useMachine(machine);
  const busy = state.hasTag('busy');
  const failure = state.hasTag('failure') ? state.context.failure : null;
  return (
    <div className="console-page console-page--narrow">
      <PageHeading title="Sign in" />
      {arrival.ended && !failure ? <Alert tone="info">{SESSION_ENDED}</Alert> : null}
      {arrival.signedOut && !failure ? <Alert tone="info">You signed out.</Alert> : null}
      {failure ? (
        <Alert tone="error" announceKey={state.context.attempt}>
          {failure.message}
        </Alert>
      ) : null}
      <AdminForm
        schema={schema}
        initialValues={{ email: '', password: '' }}
        aria-label="Sign in"
        onValid={(values) => send({ type: 'signIn.submit', credentials: { email: values.email.trim(), password: values.password } })}
      >
        {() => (
          <>
            <TextInput name="email" type="email" label="Email" autoComplete="username" required maxLength={254} />
            <TextInput name="password" type="password" label="Password" autoComplete="current-password" required />
            <div className="console-form__actions">
              <BusyButton busy={busy} accent busyText="signing in">
                Sign in
              </BusyButton>
            </div>
          </>
        )}
      </AdminForm>
      <p className="muted">Forgot your password? Ask an admin of the console to reset it: they will give you a link to choose a new one.</p>
    </div>
  );
}
