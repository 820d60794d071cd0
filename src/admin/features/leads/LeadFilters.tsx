// The lead list's filters: type, status, a date range and a text. Each applies as it changes (text after a
// short pause, or on Enter); the list below announces its new count.
import { useId, type ChangeEvent } from 'react';
import { LEAD_STATUSES, type LeadKindName, type LeadStatus } from '../../../contract/staff';
import { KIND_LABELS, STATUS_LABELS } from './labels';
import type { LeadFilterControl } from './useLeadFilter';
import { Alert } from '../../components/Alert';

const optional = <T extends string>(e: ChangeEvent<HTMLSelectElement | HTMLInputElement>): T | undefined => (e.target.value === '' ? undefined : (e.target.value as T));

export function LeadFilters({ control }: { control: LeadFilterControl }) {
  const id = useId();
  const { chosen, text, send } = control;
  const reversed = chosen.from !== undefined && chosen.to !== undefined && chosen.from > chosen.to;
  return (
    <form
      className="leads-filters"
      role="search"
      aria-label="Filter the leads"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'filter.submit' });
      }}
    >
      <div className="leads-filters__field">
        <label htmlFor={`${id}-kind`}>Type</label>
        <select id={`${id}-kind`} value={chosen.kind ?? ''} onChange={(e) => send({ type: 'filter.choose', choice: { kind: optional<LeadKindName>(e) } })}>
          <option value="">Any type</option>
          {(Object.keys(KIND_LABELS) as LeadKindName[]).map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="leads-filters__field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={chosen.status ?? ''} onChange={(e) => send({ type: 'filter.choose', choice: { status: optional<LeadStatus>(e) } })}>
          <option value="">Any status</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="leads-filters__field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} type="date" value={chosen.from ?? ''} max={chosen.to} aria-invalid={reversed || undefined} aria-describedby={reversed ? `${id}-dates` : undefined} onChange={(e) => send({ type: 'filter.choose', choice: { from: optional(e) } })} />
      </div>
      <div className="leads-filters__field">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} type="date" value={chosen.to ?? ''} min={chosen.from} aria-invalid={reversed || undefined} aria-describedby={reversed ? `${id}-dates` : undefined} onChange={(e) => send({ type: 'filter.choose', choice: { to: optional(e) } })} />
      </div>
      <div className="leads-filters__field leads-filters__field--text">
        <label htmlFor={`${id}-q`}>Text</label>
        <input id={`${id}-q`} type="search" value={text} maxLength={200} aria-describedby={`${id}-q-hint`} onChange={(e) => send({ type: 'filter.type', text: e.target.value })} />
        <span id={`${id}-q-hint`} className="field__hint">
          In the name, company, email address or message.
        </span>
      </div>
      <div className="leads-filters__buttons">
        <button type="submit" className="button">
          Search
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'filter.clear' })}>
          Clear the filters
        </button>
      </div>
      {reversed ? (
        <Alert tone="error" id={`${id}-dates`}>
          The “From” date is after the “To” date: swap the two dates.
        </Alert>
      ) : null}
    </form>
  );
}
