// Reliable services and trusted products read their content from the content service (SPEC §7): the
// exact calls, the client-side sequence sort, the first-item banner, image sides, buttons and sanitising.
import { screen, waitFor, within } from '@testing-library/react';
import { defaultConfig } from '../../src/state/config-slice';
import { entry, media, mockContent, queryOf, segment, SORTED, VISIBLE_ONLY } from './content-pages.fixtures';
import { renderPage } from './support/render';

const sectionTitles = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => a.textContent);
const h2s = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Reliable Services', () => {
  const banner = [
    entry({ title: 'Second banner', sequence: 2, description: 'Not shown' }),
    entry({ title: 'Reliable Services', sequence: 1, description: 'Field engineers on **your** site.', icon: media('icons/reliable.svg', 'Wrench over a tire'), background_image: media('reliable-banner.svg', 'Service truck at sunrise') }),
  ];
  const types = [
    entry({ title: 'Emergency Response', sequence: 3, image_position: 'RIGHT', image: media('reliable/emergency.svg', 'Clock and map pin'), button_name: 'Contact Us', redirection_url: '/contact/contact-us',
      description: 'Call-outs are logged and reviewed. <img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>' }),
    entry({ title: 'Field Service and Mounting', sequence: 1, image_position: 'RIGHT', image: media('reliable/field-service.svg', 'Tire handler'), button_name: 'Find a Dealer', redirection_url: '/dealers', sub_title: 'Day or night.' }),
    entry({ title: 'Site Surveys and Tire Audits', sequence: 2, image_position: 'LEFT', image: media('reliable/site-survey.svg', 'Clipboard'), button_name: 'Read About Site Audits', redirection_url: '/infocenter/otr-tips/fleet-surveys-site-audits' }),
  ];

  it('asks for the active, not deleted entries of both collections, types sorted by sequence', async () => {
    const mock = mockContent({ 'reliable-services': banner, 'reliable-types': types });
    await renderPage('/total-mobility/reliable-services');
    await screen.findByRole('heading', { level: 2, name: 'Field Service and Mounting' });
    expect(mock.callsTo('reliable-services').map(queryOf)).toEqual([VISIBLE_ONLY]);
    expect(mock.callsTo('reliable-types').map(queryOf)).toEqual([SORTED]);
    expect(mock.calls.every((u) => u.pathname.startsWith('/content/api/'))).toBe(true);
  });

  it('shows the first item by sequence as the banner, and the sections in sequence order', async () => {
    mockContent({ 'reliable-services': banner, 'reliable-types': types });
    const { heading } = await renderPage('/total-mobility/reliable-services');
    expect((await screen.findByText('your')).tagName).toBe('STRONG');
    expect(heading).toHaveTextContent('Reliable Services');
    expect(screen.queryByText('Second banner')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wrench over a tire' })).toBeInTheDocument();
    expect(h2s()).toEqual(['Field Service and Mounting', 'Site Surveys and Tire Audits', 'Emergency Response']);
    const nav = screen.getByRole('navigation', { name: 'Reliable services sections' });
    expect(sectionTitles(nav)).toEqual(['Field Service and Mounting', 'Site Surveys and Tire Audits', 'Emergency Response']);
    expect(within(nav).getByRole('link', { name: 'Site Surveys and Tire Audits' })).toHaveAttribute('href', '#site-surveys-and-tire-audits');
  });

  it('puts each image on its image_position side, with alt text and the media base address', async () => {
    mockContent({ 'reliable-services': banner, 'reliable-types': types });
    await renderPage('/total-mobility/reliable-services', {
      preloadedState: { config: { ...defaultConfig, mediaBaseUrl: 'https://cms.example.com' } },
    });
    const survey = (await screen.findByRole('heading', { level: 2, name: 'Site Surveys and Tire Audits' })).closest('section')!;
    expect(survey).toHaveClass('content-section--image-left');
    expect(within(survey).getByRole('img', { name: 'Clipboard' })).toHaveAttribute('src', 'https://cms.example.com/media/content/reliable/site-survey.svg');
    const field = screen.getByRole('heading', { level: 2, name: 'Field Service and Mounting' }).closest('section')!;
    expect(field).toHaveClass('content-section--image-right');
    expect(within(field).getByRole('link', { name: 'Find a Dealer' })).toHaveAttribute('href', '/dealers');
    for (const img of within(screen.getByRole('main')).getAllByRole('img')) expect(img.getAttribute('alt')).toBeTruthy();
  });

  it('shows raw HTML inside the Markdown as text: no script, no onerror image, the text stays', async () => {
    mockContent({ 'reliable-services': banner, 'reliable-types': types });
    await renderPage('/total-mobility/reliable-services');
    const text = await screen.findByText(/Call-outs are logged and reviewed\./);
    expect(text).toHaveTextContent('Call-outs are logged and reviewed. <img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>');
    const section = text.closest('section')!;
    expect(section.querySelector('script, [onerror]')).toBeNull();
    expect(within(section).getAllByRole('img')).toHaveLength(1); // the section's own image only
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows a skeleton while loading and a Retry after a failure, which loads the sections', async () => {
    const mock = mockContent({ 'reliable-services': banner, 'reliable-types': types }, ['reliable-types']);
    const { user } = await renderPage('/total-mobility/reliable-services');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the services');
    mock.recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Emergency Response' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Trusted Products', () => {
  const names = ['Mining', 'Underground Mining', 'Construction', 'Quarry & Aggregate', 'Port', 'Industrial', 'Forestry & Waste'];
  // Listed out of order on purpose: the page sorts by sequence.
  const entries = names.map((name, i) => ({ sequence: i + 1, title: `**${name}**`, image: media(`segments/${i}.svg`, `${name} picture`) })).reverse();
  const collections = {
    'trusted-products': [entry({ title: 'Trusted Products', description: 'Engineered for working sites.', icon: media('icons/trusted.svg', 'Shield with a tire') })],
    'industry-segments': [segment({ title: 'Built for Your Industry', description: 'Choose your industry.', segment_lists_id: entries })],
    'trusted-product-lists': [
      entry({ title: 'Hi-Stability Casing', sequence: 2, image_position: 'LEFT', image: media('technology/hi.svg', 'Casing'), button_name: 'How Our Tires Are Built', redirect_url: '/total-mobility/trusted-products/tire-construction' }),
      entry({ title: 'Durawall Sidewall Protection', sequence: 1, image_position: 'RIGHT', image: media('technology/durawall.svg', 'Sidewall'), button_name: 'Explore Technology', redirect_url: '/total-mobility/trusted-products/technology' }),
    ],
  };

  it('makes the SPEC §7 calls: banner and feature list, and industry segments with their images', async () => {
    const mock = mockContent(collections);
    await renderPage('/total-mobility/trusted-products');
    await screen.findByRole('heading', { level: 2, name: 'Durawall Sidewall Protection' });
    expect(mock.callsTo('trusted-products').map(queryOf)).toEqual([VISIBLE_ONLY]);
    expect(mock.callsTo('trusted-product-lists').map(queryOf)).toEqual([SORTED]);
    expect(mock.callsTo('industry-segments').map(queryOf)).toEqual([
      [['populate[segment_lists_id][populate]', 'image'], ['filters[is_deleted]', 'false'], ['filters[is_active]', 'true']],
    ]);
  });

  it('shows the banner, the seven industry segments by sequence and the feature sections by sequence', async () => {
    mockContent(collections);
    const { heading } = await renderPage('/total-mobility/trusted-products');
    await screen.findByText('Engineered for working sites.');
    expect(heading).toHaveTextContent('Trusted Products');
    expect(screen.getByRole('img', { name: 'Shield with a tire' })).toBeInTheDocument();
    const industries = (await screen.findByRole('heading', { level: 2, name: 'Built for Your Industry' })).closest('section')!;
    const figures = within(industries).getAllByRole('figure');
    expect(figures.map((f) => f.textContent?.trim())).toEqual(names);
    expect(figures.map((f) => f.querySelector('strong')?.textContent)).toEqual(names);
    expect(within(figures[0]!).getByRole('img')).toHaveAccessibleName('Mining picture');
    const nav = screen.getByRole('navigation', { name: 'Product features' });
    expect(sectionTitles(nav)).toEqual(['Durawall Sidewall Protection', 'Hi-Stability Casing']);
    const hi = screen.getByRole('heading', { level: 2, name: 'Hi-Stability Casing' }).closest('section')!;
    expect(hi).toHaveClass('content-section--image-left');
    expect(within(hi).getByRole('link', { name: 'How Our Tires Are Built' })).toHaveAttribute('href', '/total-mobility/trusted-products/tire-construction');
  });

  it('opens the Tire Finder from the segments and from the Find The Right Tires block', async () => {
    mockContent(collections);
    const { user, store } = await renderPage('/total-mobility/trusted-products');
    const industries = (await screen.findByRole('heading', { level: 2, name: 'Built for Your Industry' })).closest('section')!;
    await user.click(within(industries).getByRole('button', { name: 'Find Tires' }));
    expect(store.getState().ui.tireFinderRequests).toBe(1);
    const block = screen.getByRole('heading', { level: 2, name: 'Find The Right Tires For Your Operation' }).closest('section')!;
    await user.click(within(block).getByRole('button', { name: 'Find Tires' }));
    expect(store.getState().ui.tireFinderRequests).toBe(2);
  });

  it('keeps one h1 while the content loads', async () => {
    mockContent(collections);
    await renderPage('/total-mobility/trusted-products');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(screen.queryAllByRole('status', { name: /Loading/ })).toHaveLength(0));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
