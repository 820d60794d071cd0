// Hostile state files imported in the QA panel of the real app: what does not fit is left out and listed for
// support, what is imported renders as text (never as markup), the site's configuration stays its own, and a
// file that could only be an attack is refused with the page left as it was.
import { screen, waitFor, within } from '@testing-library/react';
import { unitChosen } from '../../src/state/preferences-slice';
import { makeStore } from '../../src/app/store';
import { savePicks } from '../../src/features/tire-results/compare-storage';
import { createStateExport } from '../../src/qa/export';
import type { StateExport } from '../../src/qa/format';
import { readStateExport } from '../../src/qa/import';
import { mockCatalog } from './tire-results.fixtures';
import { renderWithProviders } from './support/render';

const SEARCH = '?tireSize=29.5R25';
const LIMIT = 'You have already selected 3 tires. Please deselect a tire to add another to your list.';
const cards = () => screen.queryAllByTestId('result-card');
const compareBox = (i: number) => within(cards()[i]!).getByRole('checkbox', { name: /^Compare Tire/ });
const checkedCount = () => cards().filter((c) => within(c).getByRole('checkbox', { name: /^Compare Tire/ }).matches(':checked')).length;
const panel = () => screen.getByRole('complementary', { name: 'QA panel' });
type Picks = { tireIds?: number[]; items?: { patternName: string; tireId: number; image: string }[] };
const compareContext = (doc: StateExport) => (doc.machines.find((m) => m.key === 'compareSelection')!.snapshot as { context: Picks }).context;

/** An export of the results page with four tires tried (three picked, the limit message open). */
async function exportWithFourPicks(): Promise<StateExport> {
  mockCatalog();
  const first = renderWithProviders(undefined, { route: `/tires/tire-results${SEARCH}&qa` });
  await waitFor(() => expect(cards()).toHaveLength(4));
  for (const i of [0, 1, 2, 3]) await first.user.click(compareBox(i));
  await screen.findByRole('alertdialog', { name: LIMIT });
  const doc = createStateExport(first.store.getState(), { location: { pathname: '/tires/tire-results', search: SEARCH, hash: '' } });
  first.unmount();
  window.sessionStorage.clear();
  return doc;
}

async function importInFreshTab(doc: StateExport) {
  mockCatalog();
  const view = renderWithProviders(undefined, { route: '/?qa' });
  await screen.findByRole('complementary', { name: 'QA panel' });
  const file = new File([JSON.stringify(doc)], 'state.json', { type: 'application/json' });
  await view.user.upload(within(panel()).getByLabelText('Import state'), file);
  return view;
}

beforeEach(() => window.sessionStorage.clear());

it('five picks: the compare machine starts afresh, the rest of the page is restored, and the panel says why', async () => {
  const doc = await exportWithFourPicks();
  const context = compareContext(doc);
  context.tireIds = [...context.tireIds!, 901, 902];
  // The page keeps its picks in session storage too (and restores them from there): five there as well.
  doc.storage.session['basalt.compareSelection'] = JSON.stringify(context.tireIds);
  await importInFreshTab(doc);
  const status = await within(panel()).findByText(/^Imported the state of \/tires\/tire-results/);
  expect(status).toHaveTextContent('2 parts of the file did not fit this site and were left out:');
  const left = within(panel()).getByRole('list', { name: 'Left out of the import' });
  expect(within(left).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'machine "compareSelection" was not restored (it starts afresh): context.tireIds has 5 entries; at most 3',
    'session storage "basalt.compareSelection": left out (basalt.compareSelection has 5 entries; at most 3)',
  ]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/tires/tire-results${SEARCH}`));
  await waitFor(() => expect(cards()).toHaveLength(4));
  expect(checkedCount()).toBe(0);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('a real export leaves nothing out; the bar shows the picked tires', async () => {
  const doc = await exportWithFourPicks();
  await importInFreshTab(doc);
  await screen.findByRole('alertdialog', { name: LIMIT });
  const bar = screen.getByRole('region', { name: 'Tires to compare' });
  await waitFor(() => expect(within(bar).getByRole('button', { name: 'Remove RH-4A+ 29.5R25 1* from comparison' })).toBeInTheDocument());
  expect(within(bar).getAllByRole('listitem')).toHaveLength(3);
  expect(within(panel()).queryByRole('list', { name: 'Left out of the import' })).not.toBeInTheDocument();
  expect(checkedCount()).toBe(3);
});

it('an old export with pick rows (markup in a name): restored as their ids, the rows come from the service, never the file', async () => {
  const doc = await exportWithFourPicks();
  const context = compareContext(doc);
  context.items = context.tireIds!.map((tireId) => ({ tireId, image: '', patternName: '<img src=x onerror="window.__pwned=1">' }));
  delete context.tireIds;
  doc.storage.session['basalt.compareSelection'] = JSON.stringify(context.items);
  await importInFreshTab(doc);
  await screen.findByRole('alertdialog', { name: LIMIT });
  const bar = screen.getByRole('region', { name: 'Tires to compare' });
  await waitFor(() => expect(within(bar).getByRole('button', { name: 'Remove RH-4A+ 29.5R25 1* from comparison' })).toBeInTheDocument());
  expect(within(bar).queryByText(/onerror/)).not.toBeInTheDocument();
  expect(document.querySelector('img[onerror]')).toBeNull();
  expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  expect(within(panel()).queryByRole('list', { name: 'Left out of the import' })).not.toBeInTheDocument();
  expect(checkedCount()).toBe(3);
});

it("a file that changes the brand and the map token: the site's configuration stays, the panel says so", async () => {
  const doc = await exportWithFourPicks();
  doc.redux.config = { brand: 'Evil Tires', tracking: 'EMTrack', mapboxToken: 'pk.stolen', mediaBaseUrl: 'https://evil.example' };
  const { store } = await importInFreshTab(doc);
  await screen.findByRole('alertdialog', { name: LIMIT });
  expect(store.getState().config).toMatchObject({ brand: 'Basalt', mapboxToken: null, mediaBaseUrl: '' });
  // The results page's description names the brand.
  const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
  await waitFor(() => expect(description()).toMatch(/^Basalt OTR tires that match your search/));
  expect(`${document.title} ${description()}`).not.toMatch(/Evil/);
  expect(within(panel()).getByRole('list', { name: 'Left out of the import' })).toHaveTextContent(
    'config: the site configuration in the file (brand, map token, addresses) was not used; an import never changes it',
  );
});

it('what the app keeps in Web Storage is what an import takes back (the keys and values it writes)', () => {
  const store = makeStore();
  store.dispatch(unitChosen('METRIC'));
  savePicks([5]);
  const doc = createStateExport(store.getState(), { location: { pathname: '/tires/compare-tires', search: '', hash: '' } });
  const read = readStateExport(JSON.stringify(doc));
  expect(read.ok && read.notes).toEqual([]);
  expect(read.ok && read.doc.storage).toEqual({
    local: { 'basalt.unit': 'METRIC' },
    session: { 'basalt.compareSelection': JSON.stringify([5]) },
  });
  window.localStorage.clear();
});

it.each([['//evil.example/tires'], ['javascript:alert(1)']])('a page address %j: refused, the page left as it was', async (pathname) => {
  const doc = await exportWithFourPicks();
  doc.route.pathname = pathname;
  await importInFreshTab(doc);
  expect(await within(panel()).findByRole('alert')).toHaveTextContent('Not imported: This export has a page address outside this site.');
  expect(screen.getByTestId('location')).toHaveTextContent('/?qa');
});
