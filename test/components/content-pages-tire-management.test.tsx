// Tire Management Solutions (SPEC §2, §7): abouts (banner + duty section) and details by sequence; RIGHT
// sections show their brochure, LEFT sections their button, Sign Up and Log In; #sectionb is reachable.
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_EMTRACK_LOGIN_URL, defaultConfig } from '../../src/state/config-slice';
import { entry, media, mockContent, queryOf, SORTED, VISIBLE_ONLY } from './content-pages.fixtures';
import { renderPage } from './support/render';

const abouts = [
  entry({ title: 'Match Every Tire to Its Duty', anchor: 'duty', sequence: 2, image_position: 'RIGHT', image: media('tm/duty.svg', 'Haul truck on a ramp'),
    description: 'Site TKPH = mean tire load x average shift speed.', button_name: 'Engineering Data', redirection_url: '/resources/engineering-data' }),
  entry({ title: 'Tire Management Solutions', sequence: 1, description: 'Know every tire on site.', background_image: media('tm/banner.svg', 'Haul trucks on a pit ramp') }),
];
const details = [
  entry({ title: 'EMTrack Tire Tracking', anchor: 'sectionb', sequence: 2, image_position: 'LEFT', image: media('tm/emtrack.svg', 'EMTrack dashboard'),
    button_name: 'Why Track Tire Performance?', redirection_url: '/infocenter/otr-tips/benefits-of-tire-performance-tracking' }),
  entry({ title: 'TPMS Heavy Duty Sensors', anchor: 'sectiona', sequence: 1, image_position: 'RIGHT', image: media('tm/tpms.svg', 'Pressure sensor'),
    button_name: 'TPMS Heavy Duty Brochure', brochures: { url: '/website/documents/brochure-tpms-heavy-duty.pdf' } }),
];

const section = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

describe('Tire Management Solutions', () => {
  it('asks for abouts (banner and duty) and details sorted by sequence, active and not deleted', async () => {
    const mock = mockContent({ 'tire-management-abouts': abouts, 'tire-management-details': details });
    await renderPage('/total-mobility/tire-management-solutions');
    await section('TPMS Heavy Duty Sensors');
    expect(mock.callsTo('tire-management-abouts').map(queryOf)).toEqual([VISIBLE_ONLY]);
    expect(mock.callsTo('tire-management-details').map(queryOf)).toEqual([SORTED]);
  });

  it('shows the first abouts item as banner, the details by sequence, then the duty section', async () => {
    mockContent({ 'tire-management-abouts': abouts, 'tire-management-details': details });
    const { heading } = await renderPage('/total-mobility/tire-management-solutions');
    await section('Match Every Tire to Its Duty');
    expect(heading).toHaveTextContent('Tire Management Solutions');
    expect(screen.getByText('Know every tire on site.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Haul trucks on a pit ramp' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Tire management sections' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['TPMS Heavy Duty Sensors', '#sectiona'],
      ['EMTrack Tire Tracking', '#sectionb'],
      ['Match Every Tire to Its Duty', '#duty'],
    ]);
    const duty = await section('Match Every Tire to Its Duty');
    expect(duty).toHaveAttribute('id', 'duty');
    expect(within(duty).getByRole('link', { name: 'Engineering Data' })).toHaveAttribute('href', '/resources/engineering-data');
  });

  it('gives a RIGHT section its brochure button (the PDF, in a new tab) and nothing else', async () => {
    mockContent({ 'tire-management-abouts': abouts, 'tire-management-details': details });
    await renderPage('/total-mobility/tire-management-solutions');
    const tpms = await section('TPMS Heavy Duty Sensors');
    const links = within(tpms).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(/^TPMS Heavy Duty Brochure/);
    expect(links[0]).toHaveAttribute('href', '/website/documents/brochure-tpms-heavy-duty.pdf');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('gives a LEFT section its button, Sign Up to the registration page and Log In to the tracking application', async () => {
    mockContent({ 'tire-management-abouts': abouts, 'tire-management-details': details });
    await renderPage('/total-mobility/tire-management-solutions');
    const emtrack = await section('EMTrack Tire Tracking');
    expect(emtrack).toHaveAttribute('id', 'sectionb');
    expect(within(emtrack).getByRole('link', { name: 'Why Track Tire Performance?' })).toHaveAttribute('href', '/infocenter/otr-tips/benefits-of-tire-performance-tracking');
    expect(within(emtrack).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/emtrack/registration');
    const logIn = within(emtrack).getByRole('link', { name: /^Log In/ });
    expect(logIn).toHaveAttribute('href', DEFAULT_EMTRACK_LOGIN_URL);
    expect(logIn).toHaveAttribute('target', '_blank');
    expect(logIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(await section('TPMS Heavy Duty Sensors')).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('sends Log In to the sign-in address the server configures (EMTRACK_LOGIN_URL)', async () => {
    mockContent({ 'tire-management-abouts': abouts, 'tire-management-details': details });
    const config = { ...defaultConfig, emtrackLoginUrl: 'https://track.example.org/sign-in' };
    await renderPage('/total-mobility/tire-management-solutions', { preloadedState: { config } });
    const emtrack = await section('EMTrack Tire Tracking');
    expect(within(emtrack).getByRole('link', { name: /^Log In/ })).toHaveAttribute('href', 'https://track.example.org/sign-in');
  });

  it('scrolls to #sectionb once the sections have loaded', async () => {
    mockContent({ 'tire-management-abouts': abouts, 'tire-management-details': details });
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      await renderPage('/total-mobility/tire-management-solutions#sectionb');
      await section('EMTrack Tire Tracking');
      await waitFor(() => expect(scrolled).toContain('sectionb'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
