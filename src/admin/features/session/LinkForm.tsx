// The form of a one-time link: for the first admin email, name and password; for an invitation or a reset
// the password only (the account is the link's). The password is typed twice.
import * as yup from 'yup';
import type { LinkDetails, LinkValues } from '../../../../machines/staff-link.machine';
import { AdminForm } from '../../components/form/AdminForm';
import { BusyButton } from '../../components/form/BusyButton';
import { TextInput } from '../../components/form/fields';
import { EMAIL_RULE, newPasswordRule, PASSWORD_HINT, repeatPasswordRule } from '../../components/form/password-schema';

interface Props {
  link: LinkDetails;
  busy: boolean;
  onSubmit: (values: LinkValues) => void;
}

export function LinkForm({ link, busy, onSubmit }: Props) {
  const first = link.purpose === 'first-admin';
  const schema = first
    ? yup.object({
        email: EMAIL_RULE,
        name: yup.string().trim().required('Enter your name.').max(100, 'Use at most 100 characters.'),
        password: newPasswordRule(),
        repeat: repeatPasswordRule,
      })
    : yup.object({ password: newPasswordRule(link.email), repeat: repeatPasswordRule });
  const initialValues = first ? { email: '', name: '', password: '', repeat: '' } : { password: '', repeat: '' };
  return (
    <AdminForm
      schema={schema}
      initialValues={initialValues as Record<string, string>}
      aria-label={first ? 'The first admin account' : 'Your password'}
      onValid={(values) =>
        onSubmit(first ? { email: values.email!.trim(), name: values.name!.trim(), password: values.password! } : { password: values.password! })
      }
    >
      {() => (
        <>
          {first ? (
            <>
              <TextInput name="email" type="email" label="Your email" autoComplete="username" required maxLength={254} />
              <TextInput name="name" label="Your name" autoComplete="name" required maxLength={100} />
            </>
          ) : (
            // For password managers: the account this password belongs to.
            <input type="email" hidden name="username" autoComplete="username" value={link.email ?? ''} readOnly />
          )}
          <TextInput name="password" type="password" label="New password" autoComplete="new-password" hint={PASSWORD_HINT} required />
          <TextInput name="repeat" type="password" label="New password again" autoComplete="new-password" required />
          <div className="console-form__actions">
            <BusyButton busy={busy} accent busyText="saving">
              {first ? 'Create the admin account' : 'Save password and sign in'}
            </BusyButton>
          </div>
        </>
      )}
    </AdminForm>
  );
}
