// The QA panel in the real app shell: how it opens, the live machines it lists, export -> import of the
// compare selection with the limit modal open, refusal of broken files, and replay stepping with the UI
// following.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStateExport } from '../../src/qa/export';
import { EXPORT_FORMAT, type StateExport } from '../../src/qa/format';
import { mockCatalog } from './tire-results.fixtures';
import { renderWithProviders } from './support/render';

const SEARCH = '?tireSize=29.5R25';
const LIMIT = 'You have already selected 3 tires. Please deselect a tire to add another to your list.';
const cards = () => screen.queryAllByTestId('result-card');
const compareBox = (i: number) => within(cards()[i]!).getByRole('checkbox', { name: /^Compare Tire/ });
const panel = () => screen.getByRole('complementary', { name: 'QA panel' });
const card = (key: string) => panel().querySelector(`[data-actor-key="${key}"]`) as HTMLElement;
const valueOf = (key: string) => within(card(key)).getByTestId('qa-state-value').textContent;
const checkedCount = () => cards().filter((c) => within(c).getByRole('checkbox', { name: /^Compare Tire/ }).matches(':checked')).length;

async function resultsWithQa() {
  mockCatalog();
  const view = renderWithProviders(undefined, { route: `/tires/tire-results${SEARCH}&qa` });
  await waitFor(() => expect(cards()).toHaveLength(4));
  await screen.findByRole('complementary', { name: 'QA panel' });
  return view;
}

async function pickFour(user: ReturnType<typeof renderWithProviders>['user']) {
  for (const i of [0, 1, 2, 3]) await user.click(compareBox(i));
  await screen.findByRole('alertdialog', { name: LIMIT });
}

function fileOf(text: string) {
  return new File([text], 'state.json', { type: 'application/json' });
}

async function importText(user: ReturnType<typeof renderWithProviders>['user'], text: string) {
  await user.upload(within(panel()).getByLabelText('Import state'), fileOf(text));
}

beforeEach(() => window.sessionStorage.clear());

describe('QA panel', () => {
  it('is not shown to visitors; ?qa opens it and Ctrl+Alt+Shift+Q toggles it', async () => {
    mockCatalog();
    renderWithProviders(undefined, { route: `/tires/tire-results${SEARCH}` });
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.queryByRole('complementary', { name: 'QA panel' })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Q', code: 'KeyQ', ctrlKey: true, altKey: true, shiftKey: true });
    await screen.findByRole('complementary', { name: 'QA panel' });
    fireEvent.keyDown(window, { key: 'Q', code: 'KeyQ', ctrlKey: true, altKey: true, shiftKey: true });
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'QA panel' })).not.toBeInTheDocument());
  });

  it('lists the live machines with their state values and a timestamped event log', async () => {
    const { user } = await resultsWithQa();
    await waitFor(() => expect(valueOf('compareSelection')).toBe('picking'));
    expect(card('resultsFilter')).toBeInTheDocument();
    await pickFour(user);
    await waitFor(() => expect(valueOf('compareSelection')).toBe('limitReached'));
    await user.click(within(card('compareSelection')).getByRole('button', { name: 'compareSelection' }));
    const log = within(card('compareSelection')).getByRole('list', { name: 'Event log of compareSelection' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent(/^\d\d:\d\d:\d\d\.\d{3} compare\.toggle/);
    expect(rows[3]).toHaveTextContent('→ limitReached');
    expect(within(card('compareSelection')).getByText(/"tireIds": \[ 101, 102, 103 \]/)).toBeInTheDocument();
  });

  it('imports an export: same route, same three picks, limit modal open', async () => {
    const first = await resultsWithQa();
    await pickFour(first.user);
    const doc = createStateExport(first.store.getState(), {
      location: { pathname: '/tires/tire-results', search: SEARCH, hash: '' },
    });
    expect(doc.machines.map((m) => m.key)).toEqual(expect.arrayContaining(['compareSelection', 'resultsFilter']));
    first.unmount();
    window.sessionStorage.clear();

    mockCatalog();
    const second = renderWithProviders(undefined, { route: '/?qa' });
    await screen.findByRole('complementary', { name: 'QA panel' });
    await importText(second.user, JSON.stringify(doc));
    await screen.findByRole('alertdialog', { name: LIMIT });
    expect(screen.getByTestId('location')).toHaveTextContent(`/tires/tire-results${SEARCH}`);
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(checkedCount()).toBe(3);
    expect(within(screen.getByRole('region', { name: 'Tires to compare' })).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(within(panel()).getByText('compareSelection: restored')).toBeInTheDocument());
    // The restored machine works on: Ok closes the modal, the picks stay.
    await second.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(checkedCount()).toBe(3);
  });

  it.each([
    ['truncated JSON', '{"format":"basalt-state-export","formatVersion":1,"route":{"pathn', /not complete JSON.*truncated/],
    ['not an export', '{"hello":"world"}', /not a Basalt state export/],
    ['a newer format version', JSON.stringify({ format: EXPORT_FORMAT, formatVersion: 99 }), /format version 99, newer than this site reads/],
    ['a broken machine list', JSON.stringify({ format: EXPORT_FORMAT, formatVersion: 1, route: { pathname: '/', search: '', hash: '' }, redux: {}, machines: [{ key: 'x' }] }), /damaged: machine "x" has no machineId/],
  ])('refuses %s with a clear message and leaves the page as it was', async (_name, text, message) => {
    const { user } = await resultsWithQa();
    await user.click(compareBox(1));
    await importText(user, text);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent(`/tires/tire-results${SEARCH}&qa`);
    expect(checkedCount()).toBe(1);
  });

  it('replays the compare selection step by step, forward and back, with the page following', async () => {
    const { user } = await resultsWithQa();
    await pickFour(user);
    const compare = () => card('compareSelection');
    await user.click(within(compare()).getByRole('button', { name: 'compareSelection' }));
    await user.click(within(compare()).getByRole('button', { name: 'Replay from start' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(checkedCount()).toBe(0);
    const status = () => within(compare()).getByRole('status');
    expect(status()).toHaveTextContent('Event 0 of 4');
    // Clicks on the page do not move a machine under replay.
    await user.click(compareBox(2));
    expect(checkedCount()).toBe(0);

    const forward = () => within(compare()).getByRole('button', { name: 'Step forward' });
    const back = () => within(compare()).getByRole('button', { name: 'Step back' });
    await user.click(forward());
    expect(checkedCount()).toBe(1);
    await user.click(forward());
    await user.click(forward());
    expect(checkedCount()).toBe(3);
    await user.click(forward());
    await screen.findByRole('alertdialog', { name: LIMIT });
    expect(status()).toHaveTextContent('Event 4 of 4');
    expect(forward()).toBeDisabled();
    await user.click(back());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(checkedCount()).toBe(3);
    await user.click(back());
    expect(checkedCount()).toBe(2);

    await user.click(within(compare()).getByRole('button', { name: 'End replay' }));
    await act(async () => {
      await user.click(compareBox(3));
    });
    expect(checkedCount()).toBe(3);
    expect(valueOf('compareSelection')).toBe('picking');
  });
});

export type { StateExport };
