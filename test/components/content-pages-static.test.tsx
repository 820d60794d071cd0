// The static Total Mobility pages (tire construction, technology) and the /contact overview: texts of
// SPEC §2, their section navigation and buttons. The two pages' copy is the content service's (content-pages,
// issue 19: the sample content here); the section titles SPEC quotes stay in code.
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from './support/render';
import { serveContent } from './support/content-service';

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

const navLinks = (name: string) =>
  within(screen.getByRole('navigation', { name })).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('Tire Construction', () => {
  it('has a Request Consultation button and a nav to its three sections, each with real text', async () => {
    const net = serveContent();
    const { heading } = await renderPage('/total-mobility/trusted-products/tire-construction');
    await screen.findByRole('navigation', { name: 'Tire construction sections' });
    expect(heading).toHaveTextContent('Tire Construction');
    expect(screen.getByRole('link', { name: 'Request Consultation' })).toHaveAttribute('href', '/contact/request-consultation');
    expect(navLinks('Tire construction sections')).toEqual([
      ['Tire Compounds', '#tire-compounds'],
      ['Tread Patterns', '#tread-patterns'],
      ['Star Ratings', '#star-ratings'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Tire Compounds' }).closest('section')).toHaveTextContent(/heat/);
    expect(document.getElementById('tread-patterns')).toHaveTextContent('250 %');
    expect(document.getElementById('star-ratings')).toHaveTextContent(/ply rating/i);
    expect(heading.closest('.content-banner')).toHaveTextContent('Tire compounds, tread patterns and star ratings explained.');
    expect(net.to('/content/api/content-pages').map((c) => c.params)).toEqual([{ 'filters[slug][$eq]': 'tire-construction', populate: 'sections' }]);
  });

  it("keeps SPEC's section titles whatever the content calls them, and shows the content's lead and body", async () => {
    serveContent({
      entries: {
        'content-pages': [
          {
            slug: 'tire-construction',
            lead: 'What a tire is made of.',
            sections: [
              { anchor: 'tread-patterns', title: 'Treads (renamed by an editor)', lead: 'Letters and digits.', body: 'The **TRA** code, explained.' },
              { anchor: 'retreading', title: 'Retreading', lead: null, body: '### Casings\n\nA second life.' },
              { anchor: 'Bad Anchor!', title: 'Dropped', lead: null, body: 'Never shown.' },
            ],
          },
        ],
      },
    });
    const { heading } = await renderPage('/total-mobility/trusted-products/tire-construction');
    const nav = await screen.findByRole('navigation', { name: 'Tire construction sections' });
    expect(navLinks('Tire construction sections')).toEqual([
      ['Tread Patterns', '#tread-patterns'],
      ['Retreading', '#retreading'],
    ]);
    expect(nav).not.toHaveTextContent(/renamed|Dropped/);
    expect(document.getElementById('tread-patterns')).toHaveTextContent('Letters and digits.');
    expect(within(document.getElementById('tread-patterns')!).getByText('TRA').tagName).toBe('STRONG');
    expect(within(document.getElementById('retreading')!).getByRole('heading', { level: 3 })).toHaveTextContent('Casings');
    expect(screen.queryByText('Never shown.')).not.toBeInTheDocument();
    expect(heading.closest('.content-banner')).toHaveTextContent('What a tire is made of.');
  });

  it('offers Retry when its copy fails to load, and shows it once it does', async () => {
    const net = serveContent({ failing: ['content-pages'] });
    const { user } = await renderPage('/total-mobility/trusted-products/tire-construction');
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the tire construction sections.');
    // The Request Consultation button does not depend on the content.
    expect(screen.getByRole('link', { name: 'Request Consultation' })).toHaveAttribute('href', '/contact/request-consultation');
    net.route('/content/api/content-pages', {
      data: [{ id: 1, documentId: 'd1', slug: 'tire-construction', lead: null, sections: [{ id: 2, anchor: 'star-ratings', title: 'x', lead: null, body: 'Stars.' }] }],
      meta: {},
    });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.getElementById('star-ratings')).toHaveTextContent('Stars.'));
  });
});

describe('Technology', () => {
  it('navigates to its four sections, names every technology and opens the Tire Finder', async () => {
    serveContent();
    const { heading, user, store } = await renderPage('/total-mobility/trusted-products/technology');
    await screen.findByRole('navigation', { name: 'Technology sections' });
    expect(heading).toHaveTextContent('Technology');
    expect(navLinks('Technology sections').map(([label]) => label)).toEqual([
      'Stability & Durability',
      'Enhanced Productivity',
      'Never-Flat Confidence',
      'Innovating for the Future',
    ]);
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Durawall', 'Hi-Stability', 'Smooth Guard', 'Maxwork', 'Permafoam', 'Electric Drive Ready', 'Proving Grounds testing']);
    expect(screen.getByText(/over 7,200 acres with over 50 test surfaces/)).toBeInTheDocument();
    const block = screen.getByRole('heading', { level: 2, name: 'Find The Right Tires For Your Operation' }).closest('section')!;
    await user.click(within(block).getByRole('button', { name: 'Find Tires' }));
    expect(store.getState().ui.tireFinderRequests).toBe(1);
  });
});

describe('/contact overview', () => {
  it('shows the SPEC texts, the Request a Consultation button and two tiles', async () => {
    const { heading } = await renderPage('/contact');
    expect(heading).toHaveTextContent('Contact Us');
    expect(screen.getByText('Questions? Comments? Tell us about it.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Need to talk?' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const tiles = within(main).getAllByRole('listitem').map((li) => within(li).getByRole('link').getAttribute('href'));
    expect(tiles).toEqual(['/contact/contact-us', '/contact/request-consultation']);
    expect(within(main).getAllByRole('link', { name: /^Request a Consultation/ })[0]).toHaveAttribute('href', '/contact/request-consultation');
  });
});
