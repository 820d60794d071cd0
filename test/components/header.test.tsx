import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from './support/render';

function submenuToggle(name: string) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav).getByRole('button', { name });
}

function panelOf(toggle: HTMLElement) {
  const id = toggle.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`no panel for ${toggle.textContent}`);
  return panel;
}

describe('Header submenus', () => {
  it('start closed, each toggle controls an existing panel', async () => {
    await renderPage('/');
    for (const name of ['Total Mobility', 'Resources', 'Contact Us']) {
      const toggle = submenuToggle(name);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(toggle)).toHaveAttribute('data-open', 'false');
    }
  });

  it('behave as an accordion: opening one closes the other, clicking the open one closes it', async () => {
    const { user } = await renderPage('/');
    const mobility = submenuToggle('Total Mobility');
    const resources = submenuToggle('Resources');

    await user.click(mobility);
    expect(mobility).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(mobility)).toHaveAttribute('data-open', 'true');

    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(mobility).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(mobility)).toHaveAttribute('data-open', 'false');

    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the SPEC links with descriptions and overview links', async () => {
    await renderPage('/');
    const mobility = within(panelOf(submenuToggle('Total Mobility')));
    expect(mobility.getByRole('link', { name: /Trusted Products/ })).toHaveAttribute(
      'href',
      '/total-mobility/trusted-products',
    );
    expect(mobility.getByRole('link', { name: /Tire Management Solutions/ }).textContent).toMatch(/Track/);
    const resources = within(panelOf(submenuToggle('Resources')));
    expect(resources.getByRole('link', { name: 'Resources Overview' })).toHaveAttribute('href', '/resources');
    expect(resources.getByRole('link', { name: 'OE Pressure Recommendations' })).toHaveAttribute(
      'href',
      '/resources/pressure-recommendations',
    );
    const contact = within(panelOf(submenuToggle('Contact Us')));
    expect(contact.getByRole('link', { name: 'Contact Overview' })).toHaveAttribute('href', '/contact');
    expect(contact.getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute(
      'href',
      '/contact/request-consultation',
    );
  });

  it('closes with its Close button and gives focus back to the toggle', async () => {
    const { user } = await renderPage('/');
    const contact = submenuToggle('Contact Us');
    await user.click(contact);
    await user.click(within(panelOf(contact)).getByRole('button', { name: 'Close' }));
    expect(contact).toHaveAttribute('aria-expanded', 'false');
    expect(contact).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = await renderPage('/');
    const resources = submenuToggle('Resources');
    await user.click(resources);
    await user.keyboard('{Escape}');
    expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  it('a closed submenu is inert: its links leave the tab order at once, not after the animation', async () => {
    const { user } = await renderPage('/');
    const resources = submenuToggle('Resources');
    expect(panelOf(resources)).toHaveAttribute('inert');
    await user.click(resources);
    expect(panelOf(resources)).not.toHaveAttribute('inert');
    await user.click(resources);
    expect(panelOf(resources)).toHaveAttribute('inert');
  });

  it('closes when a navigation completes', async () => {
    const { user } = await renderPage('/');
    const resources = submenuToggle('Resources');
    await user.click(resources);
    await user.click(within(panelOf(resources)).getByRole('link', { name: 'Engineering Data' }));
    // Navigation completes once the page's lazy chunk is there (React transition).
    expect(await screen.findByRole('heading', { level: 1, name: 'Engineering Data' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/engineering-data');
    await waitFor(() => expect(resources).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('Header mobile menu and links', () => {
  it('MENU starts collapsed and expands/collapses the whole link list', async () => {
    const { user } = await renderPage('/');
    const menu = screen.getByRole('button', { name: 'MENU' });
    const panel = panelOf(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
    // The whole list, asset-tracking link included, lives in the collapsed panel.
    expect(within(panel).getByRole('link', { name: 'Tires' })).toHaveAttribute('href', '/tires');
    expect(within(panel).getByRole('link', { name: 'Asset Tracking' })).toHaveAttribute(
      'href',
      '/total-mobility/tire-management-solutions#sectionb',
    );

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('Escape from a link of the open menu collapses it and gives focus back to MENU', async () => {
    const { user } = await renderPage('/');
    const menu = screen.getByRole('button', { name: 'MENU' });
    await user.click(menu);
    await user.tab();
    expect(within(panelOf(menu)).getByRole('link', { name: 'Tires' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('has the logo link home with the brand name, the top-bar asset-tracking link and Info Center', async () => {
    const { heading } = await renderPage('/tires');
    expect(heading).toHaveTextContent('Tires');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Basalt' })).toHaveAttribute('href', '/');
    const tracking = within(header).getAllByRole('link', { name: 'Asset Tracking' });
    expect(tracking).toHaveLength(2); // top bar (desktop) and mobile menu
    expect(within(header).getByRole('link', { name: 'Info Center' })).toHaveAttribute('href', '/infocenter');
  });
});
