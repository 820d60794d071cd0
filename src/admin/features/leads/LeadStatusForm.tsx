// A lead's status: new, assigned to someone (an active sales or admin account), or handled. Saved on the
// server, which records who changed it and when.
import { useId, useState, type FormEvent } from 'react';
import type { LeadDetail, LeadStatus } from '../../../contract/staff';
import { failureOf } from '../../api/call-failure';
import { useLeadAssigneesQuery, useSetLeadStatusMutation } from './api';
import { statusText } from './labels';
import { Alert } from '../../components/Alert';

export function LeadStatusForm({ lead, onSaved }: { lead: LeadDetail; onSaved: (text: string) => void }) {
  const id = useId();
  const assignees = useLeadAssigneesQuery();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assignee, setAssignee] = useState(lead.assignee ? String(lead.assignee.id) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, state] = useSetLeadStatusMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.isLoading) return;
    if (status === 'assigned' && assignee === '') {
      setProblem('Choose who the lead is assigned to.');
      document.getElementById(`${id}-assignee`)?.focus();
      return;
    }
    setProblem(null);
    try {
      const { lead: saved } = await save(status === 'assigned' ? { id: lead.id, status, assigneeId: Number(assignee) } : { id: lead.id, status }).unwrap();
      onSaved(`Saved: ${statusText(saved)}.`);
    } catch (error) {
      setProblem(failureOf(error).message);
    }
  };

  const options = assignees.data?.assignees ?? [];
  return (
    <form className="leads-status-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-legend`}>
      <fieldset>
        <legend id={`${id}-legend`}>Status</legend>
        <label className="choice">
          <input type="radio" name={`${id}-status`} value="new" checked={status === 'new'} onChange={() => setStatus('new')} /> New
        </label>
        <label className="choice">
          <input type="radio" name={`${id}-status`} value="assigned" checked={status === 'assigned'} onChange={() => setStatus('assigned')} /> Assigned
        </label>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-assignee`}>
            Assigned to
          </label>
          <select
            id={`${id}-assignee`}
            className="field__control"
            value={assignee}
            disabled={status !== 'assigned'}
            aria-invalid={problem !== null && status === 'assigned' && assignee === '' ? true : undefined}
            onChange={(e) => setAssignee(e.target.value)}
          >
            <option value="">{assignees.isLoading ? 'Loading the names…' : 'Choose a person'}</option>
            {options.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          {assignees.isError ? <p className="field__hint">{failureOf(assignees.error).message}</p> : null}
        </div>
        <label className="choice">
          <input type="radio" name={`${id}-status`} value="handled" checked={status === 'handled'} onChange={() => setStatus('handled')} /> Handled
        </label>
      </fieldset>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <button type="submit" className="button button--accent" aria-disabled={state.isLoading || undefined}>
        {state.isLoading ? 'Saving…' : 'Save the status'}
      </button>
    </form>
  );
}
