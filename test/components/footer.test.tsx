import { screen, within } from '@testing-library/react';
import { defaultConfig } from '../../src/state/config-slice';
import { brandState, renderPage } from './support/render';

const panelTitles = ['Tires & Dealers', 'Total Mobility', 'Resources', 'Contact', 'More'];

function footer() {
  return within(screen.getByRole('contentinfo'));
}

function panelList(toggle: HTMLElement) {
  const id = toggle.getAttribute('aria-controls');
  const list = id ? document.getElementById(id) : null;
  if (!list) throw new Error('panel toggle controls nothing');
  return list;
}

describe('Footer panels', () => {
  it('start expanded, each with a real button header', async () => {
    await renderPage('/');
    for (const title of panelTitles) {
      const toggle = footer().getByRole('button', { name: title });
      expect(toggle.tagName).toBe('BUTTON');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(panelList(toggle)).toHaveAttribute('data-open', 'true');
    }
  });

  it('toggle by click, one panel at a time', async () => {
    const { user } = await renderPage('/');
    const resources = footer().getByRole('button', { name: 'Resources' });
    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    expect(panelList(resources)).toHaveAttribute('data-open', 'false');
    // Independent panels, not an accordion.
    expect(footer().getByRole('button', { name: 'Contact' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggle by keyboard: Enter and Space', async () => {
    const { user } = await renderPage('/');
    const more = footer().getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'true');
  });

  it('a collapsed panel is inert: its links leave the tab order at once, not after the animation', async () => {
    const { user } = await renderPage('/');
    const tires = footer().getByRole('button', { name: 'Tires & Dealers' });
    expect(panelList(tires)).not.toHaveAttribute('inert');
    await user.click(tires);
    expect(panelList(tires)).toHaveAttribute('inert');
  });

  it('link every footer route of SPEC §2, dealers and the EMTrack sign-up included', async () => {
    await renderPage('/');
    const expected: Record<string, string> = {
      Tires: '/tires',
      Dealers: '/dealers',
      'Reliable Services': '/total-mobility/reliable-services',
      Technology: '/total-mobility/trusted-products/technology',
      'Brochures/Sell Sheets': '/resources/brochures',
      'OTR Info Center': '/infocenter',
      'Request a Consultation': '/contact/request-consultation',
      'Asset Tracking': '/total-mobility/tire-management-solutions#sectionb',
      'EMTrack Sign Up': '/emtrack/registration',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(footer().getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('carries the trademark notice with the configured brand and external legal links', async () => {
    const state = brandState('Granite');
    await renderPage('/', { preloadedState: { config: { ...state.config!, sampleData: true } } });
    expect(footer().getByText(/Granite and the Granite logo are trademarks/)).toHaveTextContent(
      'Granite and the Granite logo are trademarks of Granite Tire Company. Granite is a fictional brand and the products on this site are sample data.',
    );
    for (const name of [/Privacy Policy/, /Legal Notice/]) {
      const link = footer().getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('says nothing of a fictional brand when the published data is not the sample', async () => {
    await renderPage('/', { preloadedState: brandState('Granite') });
    expect(footer().getByText(/Granite and the Granite logo are trademarks/)).toHaveTextContent(
      /^Granite and the Granite logo are trademarks of Granite Tire Company\.$/,
    );
    expect(footer().queryByText(/fictional/)).toBeNull();
  });

  it('links the configured Privacy Policy and Legal Notice (PRIVACY_POLICY_URL, LEGAL_NOTICE_URL)', async () => {
    const config = {
      ...defaultConfig,
      privacyPolicyUrl: 'https://granite.example.org/privacy',
      legalNoticeUrl: 'https://granite.example.org/legal',
    };
    await renderPage('/', { preloadedState: { config } });
    expect(footer().getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', 'https://granite.example.org/privacy');
    expect(footer().getByRole('link', { name: /Legal Notice/ })).toHaveAttribute('href', 'https://granite.example.org/legal');
  });
});
