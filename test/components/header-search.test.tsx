// The header's search box (issue 23 part 2): a GET form to /search that works without scripts, then, once a
// visitor comes to it, a combobox (APG pattern) with suggestions grouped by kind and a "Did you mean" group apart;
// Enter opens the active suggestion, or the search page. The matching itself: test/server/search.test.ts.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchAnswer, SearchHit } from '../../src/contract/search';
import { fakeServices, reply, type FakeServices } from '../support/fake-services';
import { renderPage } from './support/render';

const hit = (kind: SearchHit['kind'], label: string, href: string, detail: string | null = null, match: SearchHit['match'] = 'prefix'): SearchHit => ({ kind, label, href, detail, match });

const ANSWERS: Record<string, SearchAnswer> = {
  '29.5': {
    query: '29.5',
    hits: [
      hit('size', '29.5R25', '/tires/tire-results?tireSize=29.5R25'),
      hit('size', '29.5R29', '/tires/tire-results?tireSize=29.5R29'),
      hit('document', 'Engineering Databook', '/website/documents/otr-engineering-databook.pdf', 'Engineering data'),
    ],
    near: [],
  },
  '29.5r': { query: '29.5r', hits: [hit('size', '29.5R25', '/tires/tire-results?tireSize=29.5R25')], near: [] },
  '777h': {
    query: '777h',
    hits: [],
    near: [hit('machine', 'Caterpillar 777G', '/tires/find-by-machine?machine=caterpillar-777g', 'Rigid Haul Truck', 'near')],
  },
};

function serve(): FakeServices {
  return fakeServices({
    '/website/search': (call: { params: Record<string, string> }) => {
      const answer = ANSWERS[call.params.q!.toLowerCase()] ?? { query: call.params.q, hits: [], near: [] };
      return reply(200, { data: answer });
    },
  });
}

/** The header's text box, a searchbox before its suggestions load and a combobox after. */
const box = () => screen.getByLabelText('Search the site');
const combobox = () => screen.getByRole('combobox', { name: 'Search the site' });
const location = () => screen.getByTestId('location').textContent;

/** Focuses the box (its suggestions load) and types `text`. */
async function typeInBox(user: ReturnType<typeof import('@testing-library/user-event').default.setup>, text: string) {
  await user.click(box());
  await waitFor(() => expect(box()).toHaveAttribute('role', 'combobox'));
  await user.type(combobox(), text);
}

describe('the header search box', () => {
  it('is a GET form to the search page before scripts add anything', async () => {
    serve();
    await renderPage('/search');
    const search = screen.getByRole('search');
    expect(search.tagName).toBe('FORM');
    expect(search).toHaveAttribute('action', '/search');
    expect(box()).toHaveAttribute('name', 'q');
    expect(box()).toHaveRole('searchbox');
    expect(within(search).getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('suggests what the text matches, grouped by kind, and names how many for screen readers', async () => {
    const net = serve();
    const { user } = await renderPage('/search');
    await typeInBox(user, '29.5');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      'Tire sizes',
      'Documents',
    ]);
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['29.5R25', '29.5R29', 'Engineering DatabookEngineering data']);
    expect(screen.getByText('3 suggestions: use the up and down arrows to choose')).toHaveAttribute('role', 'status');
    // Typing waits for a pause: one call for the whole text, none for "2" alone.
    expect(net.to('/website/search').map((c) => c.params.q)).toEqual(['29.5']);
  });

  it('moves through the options with the arrow keys, and Enter opens the active one', async () => {
    serve();
    const { user } = await renderPage('/search');
    await typeInBox(user, '29.5');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(combobox()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // From the first option Up wraps to the last.
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option').at(-1)!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/tires/tire-results?tireSize=29.5R29'));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a shorter answer arriving after the arrows moved further leaves no option active, and Enter opens the page', async () => {
    serve();
    const { user } = await renderPage('/search');
    await typeInBox(user, '29.5');
    await screen.findByRole('listbox');
    // Typed, then Down three times before the pause is over: the third option of the old list.
    await user.type(combobox(), 'r{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=29.5r'));
  });

  it('Escape closes the suggestions and keeps the text; a second Escape clears it', async () => {
    serve();
    const { user } = await renderPage('/search');
    await typeInBox(user, '29.5');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(combobox()).toHaveValue('29.5');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('offers one character off as "Did you mean", each suggestion naming its kind', async () => {
    serve();
    const { user } = await renderPage('/search');
    await typeInBox(user, '777H');
    const listbox = await screen.findByRole('listbox');
    const group = within(listbox).getByRole('group');
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('Did you mean');
    expect(within(group).getByRole('option').textContent).toBe('Caterpillar 777GMachine');
    fireEvent.click(within(group).getByRole('option'));
    await waitFor(() => expect(location()).toBe('/tires/find-by-machine?machine=caterpillar-777g'));
  });

  it('Enter without a chosen suggestion opens the search page, which lists the answer by kind', async () => {
    serve();
    const { user } = await renderPage('/search');
    await typeInBox(user, '29.5');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=29.5'));
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 2, name: '3 results for “29.5”' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 3, name: 'Tire sizes' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: '29.5R25' })).toHaveAttribute('href', '/tires/tire-results?tireSize=29.5R25');
    expect(main.getByRole('link', { name: 'Engineering Databook' })).toHaveAttribute('href', '/website/documents/otr-engineering-databook.pdf');
  });
});

describe('the search page', () => {
  it('asks for twenty of each kind and shows "did you mean" when nothing matched', async () => {
    const net = serve();
    await renderPage('/search?q=777h');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 2, name: 'No results for “777h”' })).toBeInTheDocument();
    expect(main.getByText(/Did you mean/)).toHaveTextContent('Did you mean Caterpillar 777G (machine)?');
    expect(main.getByRole('link', { name: 'Caterpillar 777G' })).toHaveAttribute('href', '/tires/find-by-machine?machine=caterpillar-777g');
    expect(net.to('/website/search').map((c) => c.params)).toEqual([{ q: '777h', limit: '20' }]);
  });

  it('asks for nothing without a text, and its own form searches again', async () => {
    const net = serve();
    const { user } = await renderPage('/search');
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/Type a tire size/)).toBeInTheDocument();
    expect(net.to('/website/search')).toEqual([]);
    await user.type(main.getByRole('searchbox', { name: 'Search for' }), '  29.5 {Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=29.5'));
    await act(async () => undefined);
  });
});
