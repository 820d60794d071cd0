// Info Center (SPEC §2): the landing, the archives with their dates, and the articles, all read from the
// content service (issue 19: `articles`, and `content-pages` for the landing's lead and About Us). The sample
// content gives the seven articles of SPEC §2; other answers show that the pages render what the service says.
import { screen, waitFor, within } from '@testing-library/react';
import { articles as sampleArticles } from '../../server/content/seed/articles';
import { DEFAULT_BRAND } from '../../server/content/seed';
import { renderPage } from './support/render';
import { serveContent, type ContentFields } from './support/content-service';

const articles: [slug: string, title: string][] = [
  ['benefits-of-tire-performance-tracking', 'The Benefits of Tire Performance Tracking'],
  ['site-mgt-impact-road-grading', 'Site Management: The Impact of Road Grading'],
  ['haul-truck-positioning', 'Haul Truck Positioning'],
  ['fleet-surveys-site-audits', 'Fleet Surveys and Site Audits'],
  ['correct-tire-inflation', 'Correct Tire Inflation'],
  ['look-under-your-tires', 'Look Under Your Tires'],
  ['select-the-right-tire', 'Select the Right Tire'],
];

/** An article as an editor would enter it. */
const article = (slug: string, title: string, fields: Partial<ContentFields> = {}): ContentFields => ({
  title,
  slug,
  summary: `${title}, in short.`,
  body: `First paragraph of ${title}.\n\n## A heading\n\n- one\n- two`,
  sequence: null,
  archive_date: null,
  ...fields,
});

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

const tipsSection = () => screen.getByRole('heading', { level: 2, name: 'OTR Tips & Best Practices' }).closest('section')!;

describe('/infocenter', () => {
  it('shows About Us, the seven tips, See More in Archives and Request a Consultation', async () => {
    serveContent();
    const { heading } = await renderPage('/infocenter');
    expect(heading).toHaveTextContent('Info Center');
    expect(screen.getByRole('heading', { level: 2, name: 'About Us' })).toBeInTheDocument();
    const tips = tipsSection();
    const links = await within(tips).findAllByRole('link', { name: (name) => articles.some(([, title]) => title === name) });
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual(articles.map(([slug, title]) => [`/infocenter/otr-tips/${slug}`, title]));
    // Each with its summary.
    expect(tips).toHaveTextContent('Tracking every tire by serial number turns tire cost from a surprise into a plan.');
    expect(within(tips).getByRole('link', { name: 'See More in Archives' })).toHaveAttribute('href', '/infocenter/archives');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute('href', '/contact/request-consultation');
    // The lead and About Us are the content page `infocenter`.
    await waitFor(() => expect(heading.closest('.page')).toHaveTextContent('Practical advice for getting more hours from every OTR tire.'));
    expect(screen.getByRole('heading', { level: 2, name: 'About Us' }).closest('section')).toHaveTextContent(/field engineers and certified dealers/);
  });

  it('lists the articles of the answer, in their sequence, whatever they are', async () => {
    serveContent({
      entries: {
        articles: [
          article('tire-storage', 'Storing Spare Tires', { sequence: 2 }),
          article('cold-weather', 'Tires in Cold Weather', { sequence: 1, archive_date: '2016-01-10' }),
          article('unsequenced', 'An Article Without A Place', { sequence: null }),
        ],
        'content-pages': [
          { slug: 'infocenter', lead: 'Advice from the field.', sections: [{ anchor: 'about', title: 'About', body: 'We are **Quarry Tires**.' }] },
        ],
      },
    });
    await renderPage('/infocenter');
    const links = await within(tipsSection()).findAllByRole('link', { name: (name) => name !== 'See More in Archives' });
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Tires in Cold Weather', '/infocenter/otr-tips/cold-weather'],
      ['Storing Spare Tires', '/infocenter/otr-tips/tire-storage'],
      ['An Article Without A Place', '/infocenter/otr-tips/unsequenced'],
    ]);
    expect(tipsSection()).toHaveTextContent('Storing Spare Tires, in short.');
    const about = screen.getByRole('heading', { level: 2, name: 'About Us' }).closest('section')!;
    await waitFor(() => expect(about.querySelector('strong')).toHaveTextContent('Quarry Tires'));
    expect(screen.getByRole('main')).not.toHaveTextContent(/Correct Tire Inflation/);
  });

  it('offers Retry when the articles fail to load, and shows them once they do', async () => {
    const net = serveContent({ failing: ['articles'] });
    const { user } = await renderPage('/infocenter');
    const alert = await within(tipsSection()).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the articles.');
    net.route('/content/api/articles', { data: [{ ...article('back', 'Back Again'), id: 1, documentId: 'd1' }], meta: {} });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(tipsSection()).findByRole('link', { name: 'Back Again' })).toHaveAttribute('href', '/infocenter/otr-tips/back');
  });
});

describe('/infocenter/archives', () => {
  it('lists the two archived articles with their dates and a Request a Consultation link', async () => {
    serveContent();
    await renderPage('/infocenter/archives');
    const items = await within(tipsSection()).findAllByRole('listitem');
    expect(items.map((li) => [within(li).getByRole('link').getAttribute('href'), li.textContent])).toEqual([
      ['/infocenter/otr-tips/look-under-your-tires', 'Look Under Your TiresAugust 28, 2017'],
      ['/infocenter/otr-tips/select-the-right-tire', 'Select the Right TireAugust 9, 2017'],
    ]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute('href', '/contact/request-consultation/');
  });

  it('shows only the articles with an archive date, newest first, dated as "Month D, YYYY"', async () => {
    serveContent({
      entries: {
        articles: [
          article('middle', 'Middle', { sequence: 1, archive_date: '2019-03-01' }),
          article('current', 'Current Tip', { sequence: 2 }),
          article('oldest', 'Oldest', { sequence: 3, archive_date: '2015-12-31' }),
          article('newest', 'Newest', { sequence: 4, archive_date: '2021-10-05' }),
          article('bad-date', 'Badly Dated', { sequence: 5, archive_date: '2021-13-40' }),
        ],
      },
    });
    await renderPage('/infocenter/archives');
    const items = await within(tipsSection()).findAllByRole('listitem');
    expect(items.map((li) => [within(li).getByRole('link').textContent, li.querySelector('.muted')?.textContent])).toEqual([
      ['Newest', 'October 5, 2021'],
      ['Middle', 'March 1, 2019'],
      ['Oldest', 'December 31, 2015'],
    ]);
    expect(within(tipsSection()).queryByRole('link', { name: 'Current Tip' })).not.toBeInTheDocument();
  });
});

describe('/infocenter/otr-tips/{slug}', () => {
  it.each(articles)('%s has its title, a breadcrumb, a back link and several paragraphs and lists', async (slug, title) => {
    const net = serveContent();
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
    // Asked of the service by its slug.
    expect(net.to('/content/api/articles').map((c) => c.params)).toEqual([{ 'filters[slug][$eq]': slug }]);
  });

  it('renders the whole Markdown body: every heading and list item of the sample article', async () => {
    serveContent();
    await renderPage('/infocenter/otr-tips/fleet-surveys-site-audits');
    const source = sampleArticles(DEFAULT_BRAND).find((a) => a.slug === 'fleet-surveys-site-audits')!.body;
    const body = document.querySelector('.article-body') as HTMLElement;
    const headings = [...source.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(within(body).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(headings);
    const items = [...source.matchAll(/^(?:- |\d+\. )(.+)$/gm)].map((m) => m[1]);
    expect([...body.querySelectorAll('li')].map((li) => li.textContent)).toEqual(items);
    expect(body.querySelectorAll('ol > li')).toHaveLength(4);
  });

  it('says that road grade should never exceed 8%', async () => {
    serveContent();
    await renderPage('/infocenter/otr-tips/site-mgt-impact-road-grading');
    expect(screen.getByText(/Road grade should never exceed 8%/)).toBeInTheDocument();
  });

  it('covers cold pressure and nitrogen in the inflation article', async () => {
    serveContent();
    await renderPage('/infocenter/otr-tips/correct-tire-inflation');
    expect(screen.getByRole('heading', { name: 'Always set pressure cold' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /nitrogen/i })).toBeInTheDocument();
  });

  it('explains the site TKPH check in the tire selection article, and shows its archive date', async () => {
    serveContent();
    await renderPage('/infocenter/otr-tips/select-the-right-tire');
    expect(screen.getByRole('heading', { name: '3. Check the heat load: TKPH' })).toBeInTheDocument();
    expect(screen.getByText('Site TKPH = mean tire load x average shift speed.')).toBeInTheDocument();
    expect(document.querySelector('.otr-tip__date')).toHaveTextContent('August 9, 2017');
  });

  it('shows the not-found page for an unknown slug', async () => {
    serveContent();
    const { heading } = await renderPage('/infocenter/otr-tips/no-such-tip');
    expect(heading).toHaveTextContent('Page not found');
    expect(document.title).toMatch(/not found/i);
  });

  it('shows an article the sample does not have', async () => {
    serveContent({ entries: { articles: [article('tire-storage', 'Storing Spare Tires', { sequence: 1 })] } });
    const { heading } = await renderPage('/infocenter/otr-tips/tire-storage');
    expect(heading).toHaveTextContent('Storing Spare Tires');
    expect(document.querySelector('.article-body')).toHaveTextContent('First paragraph of Storing Spare Tires.');
    expect(within(document.querySelector('.article-body') as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('A heading');
  });

  it('shows not-found for a sample slug the service no longer has', async () => {
    serveContent({ entries: { articles: [article('tire-storage', 'Storing Spare Tires', { sequence: 1 })] } });
    const { heading } = await renderPage('/infocenter/otr-tips/correct-tire-inflation');
    expect(heading).toHaveTextContent('Page not found');
  });

  it('shows the article body as text, never as markup, when it holds raw HTML', async () => {
    serveContent({
      entries: {
        articles: [
          article('hostile', 'Hostile Body', {
            body: 'Before <img src=x onerror="window.__xss=1"> after.\n\n<script>window.__xss=2</script>\n\n[click](javascript:alert(1))',
          }),
        ],
      },
    });
    await renderPage('/infocenter/otr-tips/hostile');
    const body = document.querySelector('.article-body')!;
    expect(body.querySelector('img, script')).toBeNull();
    expect(body).toHaveTextContent('Before <img src=x onerror="window.__xss=1"> after.');
    expect(body.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
