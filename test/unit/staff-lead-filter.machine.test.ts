// The lead list's filters (machines/staff-lead-filter.machine.ts): choices apply at once and go to page 1, text
// after a pause or on Enter, paging keeps the filters, and a URL changed from outside is taken in silently.
import { createActor } from 'xstate';
import type { LeadFilter } from '../../src/contract/staff';
import { cleanFilter, LEAD_TEXT_DELAY_MS, staffLeadFilterMachine } from '../../machines/staff-lead-filter.machine';

function start(filter: LeadFilter = {}) {
  const changes: LeadFilter[] = [];
  const actor = createActor(staffLeadFilterMachine, { input: { filter } }).start();
  actor.on('filter.changed', (e) => changes.push(e.filter));
  return { actor, changes };
}

describe('staffLeadFilter machine', () => {
  afterEach(() => jest.useRealTimers());

  it('applies a choice at once, back on page 1', () => {
    const { actor, changes } = start({ page: 3, status: 'new' });
    actor.send({ type: 'filter.choose', choice: { kind: 'consultation' } });
    expect(changes).toEqual([{ kind: 'consultation', status: 'new' }]);
    actor.send({ type: 'filter.choose', choice: { status: undefined, from: '2026-01-01' } });
    expect(changes.at(-1)).toEqual({ kind: 'consultation', from: '2026-01-01' });
  });

  it('applies typed text after the pause, once', () => {
    jest.useFakeTimers();
    const { actor, changes } = start();
    actor.send({ type: 'filter.type', text: 'qu' });
    jest.advanceTimersByTime(LEAD_TEXT_DELAY_MS - 50);
    actor.send({ type: 'filter.type', text: 'quarry' });
    jest.advanceTimersByTime(LEAD_TEXT_DELAY_MS - 50);
    expect(changes).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(changes).toEqual([{ q: 'quarry' }]);
  });

  it('applies the text on Enter, and not twice', () => {
    jest.useFakeTimers();
    const { actor, changes } = start();
    actor.send({ type: 'filter.type', text: 'acme ' });
    actor.send({ type: 'filter.submit' });
    jest.advanceTimersByTime(LEAD_TEXT_DELAY_MS * 2);
    expect(changes).toEqual([{ q: 'acme' }]);
  });

  it('pages keep the filters; clearing keeps only the page size', () => {
    const { actor, changes } = start({ kind: 'contact', pageSize: 25 });
    actor.send({ type: 'page.go', page: 2 });
    expect(changes.at(-1)).toEqual({ kind: 'contact', page: 2, pageSize: 25 });
    actor.send({ type: 'filter.clear' });
    expect(changes.at(-1)).toEqual({ pageSize: 25 });
    expect(actor.getSnapshot().context.text).toBe('');
  });

  it('takes a URL changed from outside without emitting', () => {
    const { actor, changes } = start();
    actor.send({ type: 'filter.url', filter: { status: 'handled', q: 'pit' } });
    expect(actor.getSnapshot().context).toEqual({ filter: { status: 'handled', q: 'pit' }, text: 'pit' });
    expect(changes).toEqual([]);
  });

  it('cleanFilter drops empty values and page 1', () => {
    expect(cleanFilter({ q: '  ', page: 1, from: '', kind: undefined })).toEqual({});
  });
});
