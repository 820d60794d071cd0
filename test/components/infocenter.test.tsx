// Info Center (SPEC §2): the landing, the archives with their dates, and the seven static articles.
import { screen, within } from '@testing-library/react';
import { renderPage } from './support/render';

const articles: [slug: string, title: string][] = [
  ['benefits-of-tire-performance-tracking', 'The Benefits of Tire Performance Tracking'],
  ['site-mgt-impact-road-grading', 'Site Management: The Impact of Road Grading'],
  ['haul-truck-positioning', 'Haul Truck Positioning'],
  ['fleet-surveys-site-audits', 'Fleet Surveys and Site Audits'],
  ['correct-tire-inflation', 'Correct Tire Inflation'],
  ['look-under-your-tires', 'Look Under Your Tires'],
  ['select-the-right-tire', 'Select the Right Tire'],
];

describe('/infocenter', () => {
  it('shows About Us, the seven tips, See More in Archives and Request a Consultation', async () => {
    const { heading } = await renderPage('/infocenter');
    expect(heading).toHaveTextContent('Info Center');
    expect(screen.getByRole('heading', { level: 2, name: 'About Us' })).toBeInTheDocument();
    const tips = screen.getByRole('heading', { level: 2, name: 'OTR Tips & Best Practices' }).closest('section')!;
    const links = within(tips).getAllByRole('link');
    expect(links.slice(0, 7).map((a) => [a.getAttribute('href'), a.textContent])).toEqual(
      articles.map(([slug, title]) => [`/infocenter/otr-tips/${slug}`, title]),
    );
    expect(within(tips).getByRole('link', { name: 'See More in Archives' })).toHaveAttribute('href', '/infocenter/archives');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute('href', '/contact/request-consultation');
  });
});

describe('/infocenter/archives', () => {
  it('lists the two archived articles with their dates and a Request a Consultation link', async () => {
    await renderPage('/infocenter/archives');
    const list = screen.getByRole('heading', { level: 2, name: 'OTR Tips & Best Practices' }).closest('section')!;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => [within(li).getByRole('link').getAttribute('href'), li.textContent])).toEqual([
      ['/infocenter/otr-tips/look-under-your-tires', 'Look Under Your TiresAugust 28, 2017'],
      ['/infocenter/otr-tips/select-the-right-tire', 'Select the Right TireAugust 9, 2017'],
    ]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute('href', '/contact/request-consultation/');
  });
});

describe('/infocenter/otr-tips/{slug}', () => {
  it.each(articles)('%s has its title, a breadcrumb, a back link and several paragraphs and lists', async (slug, title) => {
    const { heading } = await renderPage(`/infocenter/otr-tips/${slug}`);
    expect(heading).toHaveTextContent(title);
    expect(document.title).toBe(title);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Info Center' })).toHaveAttribute('href', '/infocenter');
    expect(screen.getByRole('link', { name: 'Back to Info Center' })).toHaveAttribute('href', '/infocenter');
    const body = document.querySelector('.article-body')!;
    expect(body.querySelectorAll('p').length).toBeGreaterThanOrEqual(3);
    expect(body.querySelectorAll('ul, ol').length).toBeGreaterThanOrEqual(1);
    expect(within(body as HTMLElement).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2);
  });

  it('says that road grade should never exceed 8%', async () => {
    await renderPage('/infocenter/otr-tips/site-mgt-impact-road-grading');
    expect(screen.getByText(/Road grade should never exceed 8%/)).toBeInTheDocument();
  });

  it('covers cold pressure and nitrogen in the inflation article', async () => {
    await renderPage('/infocenter/otr-tips/correct-tire-inflation');
    expect(screen.getByRole('heading', { name: 'Always set pressure cold' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /nitrogen/i })).toBeInTheDocument();
  });

  it('explains the site TKPH check in the tire selection article', async () => {
    await renderPage('/infocenter/otr-tips/select-the-right-tire');
    expect(screen.getByRole('heading', { name: '3. Check the heat load: TKPH' })).toBeInTheDocument();
    expect(screen.getByText('Site TKPH = mean tire load x average shift speed.')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown slug', async () => {
    const { heading } = await renderPage('/infocenter/otr-tips/no-such-tip');
    expect(heading).toHaveTextContent('Page not found');
  });
});
