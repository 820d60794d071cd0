// Erasing one person's data on request (admins, scope `erase`): every lead of an email address, its
// notifications and its client address. Nothing brings them back, so the address is typed twice.
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal';
import { failureOf } from '../../api/call-failure';
import { useEraseLeadsMutation } from './api';
import { Alert } from '../../components/Alert';

interface Props {
  onClose: () => void;
  onErased: (text: string) => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function EraseDialog({ onClose, onErased }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [erase, state] = useEraseLeadsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) return setProblem('Enter the email address the person gave, such as name@example.com.');
    if (again.trim().toLowerCase() !== address.toLowerCase()) return setProblem('The two addresses are not the same: type the address again to confirm.');
    setProblem(null);
    try {
      const { erased } = await erase(address).unwrap();
      onErased(erased === 0 ? `No lead has the address ${address}: nothing was erased.` : `Erased ${erased} ${erased === 1 ? 'lead' : 'leads'} of ${address}, with their notifications and client addresses.`);
    } catch (error) {
      setProblem(failureOf(error).message);
    }
  };

  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} role="alertdialog" className="console-dialog">
      <h2 id={`${id}-title`} className="console-dialog__title">
        Erase a person’s data
      </h2>
      <p id={`${id}-what`}>Every lead of this email address is deleted, with its notifications and client address. This cannot be undone.</p>
      <form className="console-form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={`${id}-what`}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            Email address
          </label>
          <input id={`${id}-email`} className="field__control" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-again`}>
            Type the address again to confirm
          </label>
          <input id={`${id}-again`} className="field__control" type="email" autoComplete="off" value={again} onChange={(e) => setAgain(e.target.value)} />
        </div>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div className="console-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--danger" aria-disabled={state.isLoading || undefined}>
            {state.isLoading ? 'Erasing…' : 'Erase'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
