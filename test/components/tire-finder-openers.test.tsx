// Every Find Tires of SPEC §2 opens the Tire Finder: home banner, /tires button and tile, trusted
// products, technology, engineering data, and the results page's New Tire Search.
import { screen, within } from '@testing-library/react';
import { finderFetch } from './support/finder-fetch';
import { renderPage } from './support/render';

beforeEach(() => {
  finderFetch();
});

const openers: [page: string, route: string, name: string | RegExp][] = [
  ['home banner', '/', 'Find Tires'],
  ['/tires landing button', '/tires', 'Find Tires'],
  ['/tires landing tile', '/tires', /^Search the catalog/],
  ['trusted products', '/total-mobility/trusted-products', 'Find Tires'],
  ['technology', '/total-mobility/trusted-products/technology', 'Find Tires'],
  ['engineering data', '/resources/engineering-data', 'Find Tires'],
  ['results page', '/tires/tire-results?tireSize=29.5R25', 'New Tire Search'],
];

describe.each(openers)('the %s', (_, route, name) => {
  it('opens the Tire Finder at its choices, every time it is pressed', async () => {
    const { user } = await renderPage(route);
    const openers = within(screen.getByRole('main')).getAllByRole('button', { name });
    for (const opener of openers) {
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'How would you like to search?' });
      expect(within(dialog).getByRole('button', { name: 'Equipment Type' })).toBeInTheDocument();
      expect(document.body).toHaveClass('modal-open');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    }
  });
});

describe('/tires landing', () => {
  it('shows its lead-in at exactly /tires only', async () => {
    await renderPage('/tires');
    expect(screen.getByText('Finding the right tires made easy.')).toBeInTheDocument();
  });

  it('is replaced by the child route below /tires', async () => {
    await renderPage('/tires/tire-results?tireSize=29.5R25');
    expect(screen.queryByText('Finding the right tires made easy.')).not.toBeInTheDocument();
  });
});
