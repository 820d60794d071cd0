// Changing one's own password: the current one, then the new one twice (the server's rules, checked here
// first). Once saved the form empties and says so; the account's other sessions have ended.
import * as yup from 'yup';
import { useChangePasswordMutation } from '../../api/session-api';
import { Alert } from '../../components/Alert';
import { AdminForm } from '../../components/form/AdminForm';
import { BusyButton } from '../../components/form/BusyButton';
import { TextInput } from '../../components/form/fields';
import { newPasswordRule, PASSWORD_HINT, repeatPasswordRule } from '../../components/form/password-schema';
import { useStaffAction } from '../../components/useStaffAction';

interface Change {
  current: string;
  password: string;
  reset: () => void;
}

export function PasswordForm({ email }: { email: string }) {
  const [changePassword] = useChangePasswordMutation();
  const action = useStaffAction<Change, void>(
    ({ current, password }) => changePassword({ current, password }).unwrap(),
    (_result, change) => change.reset(),
  );
  const schema = yup.object({
    current: yup.string().required('Enter your current password.'),
    password: newPasswordRule(email),
    repeat: repeatPasswordRule,
  });
  return (
    <>
      {action.failure ? (
        <Alert tone="error" announceKey={action.failureKey}>
          {action.failure}
        </Alert>
      ) : null}
      {action.done ? <Alert tone="success">Your password is changed. Your other sessions have ended.</Alert> : null}
      <AdminForm
        schema={schema}
        initialValues={{ current: '', password: '', repeat: '' }}
        aria-labelledby="password-title"
        onValid={(values, { resetForm }) => action.request({ current: values.current, password: values.password, reset: () => resetForm() })}
      >
        {() => (
          <>
            <input type="email" hidden name="username" autoComplete="username" value={email} readOnly />
            <TextInput name="current" type="password" label="Current password" autoComplete="current-password" required />
            <TextInput name="password" type="password" label="New password" autoComplete="new-password" hint={PASSWORD_HINT} required />
            <TextInput name="repeat" type="password" label="New password again" autoComplete="new-password" required />
            <div className="console-form__actions">
              <BusyButton busy={action.busy} accent busyText="saving">
                Change password
              </BusyButton>
            </div>
          </>
        )}
      </AdminForm>
    </>
  );
}
