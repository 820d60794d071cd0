// A new API token: a name (what history and the audit log will show as who did it) and what it may do.
import * as yup from 'yup';
import { Alert } from '../../components/Alert';
import { AdminForm } from '../../components/form/AdminForm';
import { BusyButton } from '../../components/form/BusyButton';
import { CheckboxGroup, TextInput } from '../../components/form/fields';
import { TOKEN_SCOPES, type TokenScope } from './api';

const SCOPE_CHOICES = [
  { value: 'catalog', label: 'Catalog', description: 'import, publish, roll back and export the catalog' },
  { value: 'dealers', label: 'Dealers', description: 'the same for the dealer list' },
  { value: 'documents', label: 'Documents', description: 'upload and remove brochures and sell sheets' },
  { value: 'leads', label: 'Leads', description: 'read and export leads (personal data)' },
] as const satisfies readonly { value: TokenScope; label: string; description: string }[];

const schema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Enter a name, such as "pim nightly".')
    .max(63, 'Use at most 63 characters.')
    .matches(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, 'Use letters, digits, spaces, dots, dashes and underscores, starting with a letter or digit.'),
  scopes: yup.array(yup.string().oneOf([...TOKEN_SCOPES]).required()).min(1, 'Choose at least one thing the token may do.'),
});

interface Props {
  busy: boolean;
  failure: string | null;
  failureKey: number;
  onCreate: (token: { name: string; scopes: TokenScope[] }, reset: () => void) => void;
}

export function CreateTokenForm({ busy, failure, failureKey, onCreate }: Props) {
  return (
    <>
      {failure ? (
        <Alert tone="error" announceKey={failureKey}>
          {failure}
        </Alert>
      ) : null}
      <AdminForm
        schema={schema}
        initialValues={{ name: '', scopes: [] as string[] }}
        aria-labelledby="create-token-title"
        onValid={(values, { resetForm }) => onCreate({ name: values.name.trim(), scopes: values.scopes as TokenScope[] }, () => resetForm())}
      >
        {() => (
          <>
            <TextInput name="name" label="Name" hint="Who the history and the audit log will say did it." autoComplete="off" required maxLength={63} />
            <CheckboxGroup name="scopes" legend="What it may do" options={SCOPE_CHOICES} required />
            <div className="console-form__actions">
              <BusyButton busy={busy} accent busyText="creating">
                Create token
              </BusyButton>
            </div>
          </>
        )}
      </AdminForm>
    </>
  );
}
