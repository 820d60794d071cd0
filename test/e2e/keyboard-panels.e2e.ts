// Keyboard only (issue 10): accordions and menus expose aria-expanded, which Enter and Space toggle; a closed
// panel's links leave the tab order at once; Escape and Close give focus back to the toggle. Tire details
// panels, document sections, header submenus, footer panels and the mobile MENU button.
import { openBrowser } from './support/browser';
import { KeyboardUser } from './support/keyboard';
import { api, button, keyboardSession, load } from './support/keyboard-session';

const ctx = keyboardSession('keyboard panels');

describe('panels and menus expose aria-expanded', () => {
  it('tire details panels: Enter and Space toggle, a closed panel leaves the tab order', async () => {
    const { data } = await api<{ data: { tire_size_id: number }[] }>('products/list');
    await load(ctx.s.page, `/tires/tire-details?tireId=${data[0]!.tire_size_id}`);
    const features = await ctx.kb.tabTo(button('Features & Benefits'));
    expect(features.expanded).toBe('true');
    expect((await ctx.kb.press('Enter'))?.expanded).toBe('false');
    expect((await ctx.kb.press('Space'))?.expanded).toBe('true');
    const more = await ctx.kb.tabTo(button('Additional Links'));
    expect(more.expanded).toBe('true');
    expect((await ctx.kb.press('Enter'))?.expanded).toBe('false');
    expect((await ctx.kb.press('Tab'))?.name).not.toBe('Resources');
    await ctx.kb.tabTo(button('Additional Links'), { back: true, max: 3 });
    expect((await ctx.kb.press('Space'))?.expanded).toBe('true');
    expect((await ctx.kb.press('Tab'))?.name).toBe('Resources');
  });

  it('document sections (brochures) toggle the same way', async () => {
    await load(ctx.s.page, '/resources/brochures', 'OTR Brochures/Sell Sheets');
    const toggle = await ctx.kb.tabTo(button('Sell Sheets'));
    expect(toggle.expanded).toBe('true');
    expect((await ctx.kb.press('Enter'))?.expanded).toBe('false');
    await ctx.s.page.waitForFunction(() => document.querySelector('.doc-section:nth-of-type(2) .doc-section__panel')?.hasAttribute('inert'));
    await ctx.kb.press('Tab');
    expect(await ctx.s.page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(false); // the footer
    await ctx.kb.tabTo(button('Sell Sheets'), { back: true, max: 3 });
    expect((await ctx.kb.press('Space'))?.expanded).toBe('true');
  });

  it('header submenus: one open at a time, Close and Escape give focus back to the toggle', async () => {
    await load(ctx.s.page, '/');
    const mobility = await ctx.kb.tabTo(button('Total Mobility'));
    expect(mobility.expanded).toBe('false');
    expect((await ctx.kb.press('Enter'))?.expanded).toBe('true');
    expect((await ctx.kb.press('Tab'))?.name).toMatch(/^Trusted Products/);
    const resources = await ctx.kb.tabTo(button('Resources'));
    expect((await ctx.kb.press('Enter'))?.expanded).toBe('true');
    const nav = ctx.s.page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('button', { name: 'Total Mobility' }).getAttribute('aria-expanded')).toBe('false');
    expect((await ctx.kb.press('Tab'))?.name).toMatch(/^Brochures/);
    await ctx.kb.tabTo(button('Close'));
    const closed = await ctx.kb.press('Enter');
    expect(closed).toMatchObject({ label: resources.label, expanded: 'false' });
    // Closed, its links leave the tab order at once (not after the closing animation).
    expect((await ctx.kb.press('Tab'))?.name).toBe('Info Center');
    await ctx.kb.press('Shift+Tab');
    expect((await ctx.kb.press('Enter'))?.expanded).toBe('true');
    await ctx.kb.press('Tab');
    await ctx.kb.press('Escape');
    expect(await ctx.kb.waitForFocus(button('Resources'))).toMatchObject({ expanded: 'false' });
  });

  it('footer panels: Enter collapses (links leave the tab order), Space expands', async () => {
    await load(ctx.s.page, '/');
    const tires = await ctx.kb.tabTo(button('Tires & Dealers'), { max: 120 });
    expect(tires.expanded).toBe('true');
    expect((await ctx.kb.press('Tab'))?.name).toBe('Tires');
    await ctx.kb.press('Shift+Tab');
    expect((await ctx.kb.press('Enter'))?.expanded).toBe('false');
    expect((await ctx.kb.press('Tab'))?.name).toBe('Total Mobility');
    await ctx.kb.press('Shift+Tab');
    expect((await ctx.kb.press('Space'))?.expanded).toBe('true');
    expect((await ctx.kb.press('Tab'))?.name).toBe('Tires');
  });

  it('the mobile MENU button (390 px): collapsed links are out of the tab order; Escape closes and keeps focus', async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    const pk = new KeyboardUser(phone.page);
    try {
      await load(phone.page, '/');
      const menu = await pk.tabTo(button('MENU'));
      expect(menu.expanded).toBe('false');
      expect((await pk.press('Tab'))?.name).not.toBe('Tires');
      await pk.tabTo(button('MENU'), { back: true, max: 3 });
      expect((await pk.press('Enter'))?.expanded).toBe('true');
      expect((await pk.press('Tab'))?.name).toBe('Tires');
      await pk.press('Escape');
      expect(await pk.waitForFocus(button('MENU'))).toMatchObject({ expanded: 'false' });
      expect((await pk.press('Tab'))?.name).not.toBe('Tires');
      expect(pk.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
