// The static Total Mobility pages (tire construction, technology) and the /contact overview: texts of
// SPEC §2, their section navigation and buttons.
import { screen, within } from '@testing-library/react';
import { renderPage } from './support/render';

const navLinks = (name: string) =>
  within(screen.getByRole('navigation', { name })).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('Tire Construction', () => {
  it('has a Request Consultation button and a nav to its three sections, each with real text', async () => {
    const { heading } = await renderPage('/total-mobility/trusted-products/tire-construction');
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
  });
});

describe('Technology', () => {
  it('navigates to its four sections, names every technology and opens the Tire Finder', async () => {
    const { heading, user, store } = await renderPage('/total-mobility/trusted-products/technology');
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
