// Inviting someone: email, name and role. The answer holds a one-time link for the admin to pass on (the
// console sends no mail); the page shows it in a dialog.
import * as yup from 'yup';
import { STAFF_ROLES, type StaffRole } from '../../../contract/staff';
import { Alert } from '../../components/Alert';
import { AdminForm } from '../../components/form/AdminForm';
import { BusyButton } from '../../components/form/BusyButton';
import { SelectInput, TextInput } from '../../components/form/fields';
import { EMAIL_RULE } from '../../components/form/password-schema';
import type { InviteBody } from './api';
import { ROLE_CHOICES } from './roles';

const schema = yup.object({
  email: EMAIL_RULE,
  name: yup.string().trim().required('Enter their name.').max(100, 'Use at most 100 characters.'),
  role: yup.string().required('Choose a role.').oneOf([...STAFF_ROLES], 'Choose a role.'),
});

interface Props {
  busy: boolean;
  failure: string | null;
  failureKey: number;
  onInvite: (body: InviteBody, reset: () => void) => void;
}

export function InviteForm({ busy, failure, failureKey, onInvite }: Props) {
  return (
    <>
      {failure ? (
        <Alert tone="error" announceKey={failureKey}>
          {failure}
        </Alert>
      ) : null}
      <AdminForm
        schema={schema}
        initialValues={{ email: '', name: '', role: '' }}
        aria-labelledby="invite-title"
        className="console-form--row"
        onValid={(values, { resetForm }) =>
          onInvite({ email: values.email.trim(), name: values.name.trim(), role: values.role as StaffRole }, () => resetForm())
        }
      >
        {() => (
          <>
            <TextInput name="email" type="email" label="Email" autoComplete="off" required maxLength={254} />
            <TextInput name="name" label="Name" autoComplete="off" required maxLength={100} />
            <SelectInput name="role" label="Role" options={ROLE_CHOICES} placeholder="Choose a role" required />
            <div className="console-form__actions">
              <BusyButton busy={busy} accent busyText="inviting">
                Invite
              </BusyButton>
            </div>
          </>
        )}
      </AdminForm>
    </>
  );
}
