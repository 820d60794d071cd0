// Keyboard only (issue 10): the contact form and the EMTrack sign-up, first submitted empty (focus moves to
// the first field in error, each error is linked with aria-describedby, the count is announced in a live
// region), then filled by typing, arrows and Space, and sent (the success message is a status region).
import type { Page } from 'playwright-core';
import { describedText } from './support/keyboard';
import { button, keyboardSession, load } from './support/keyboard-session';

const ctx = keyboardSession('keyboard forms');

describe('forms by keyboard', () => {
  /** The live regions of main (role alert or status, aria-live) and their text. */
  const announced = (page: Page) =>
    page.locator('main [role=alert], main [role=status], main [aria-live=polite], main [aria-live=assertive]').allTextContents();

  it('contact-us: Enter on Submit with nothing filled moves focus to the first error, linked and announced; then it is sent', async () => {
    await load(ctx.s.page, '/contact/contact-us', 'Contact Basalt OTR');
    await ctx.kb.tabTo(button('Submit'));
    await ctx.kb.press('Enter');
    const first = await ctx.kb.waitForFocus((f) => f.invalid === 'true');
    expect(first.name).toMatch(/^First Name/);
    expect(await describedText(ctx.s.page, first.describedBy)).toBe('Please enter first name.');
    expect((await announced(ctx.s.page)).join(' ')).toMatch(/9 fields/);
    // Every invalid field names its own message.
    const linked = await ctx.s.page.locator('main [aria-invalid=true]').evaluateAll((els) =>
      els.map((el) => document.getElementById(el.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent ?? ''),
    );
    expect(linked).toHaveLength(9);
    expect(linked.every((t) => t.startsWith('Please '))).toBe(true);

    const values = ['Ada', 'Lovelace', 'Quarry & Sons', 'ada@quarry.example', '+13035551234'];
    await ctx.kb.type(values[0]!);
    for (const value of values.slice(1)) {
      await ctx.kb.press('Tab');
      await ctx.kb.type(value);
    }
    expect((await ctx.kb.press('Tab'))?.name).toMatch(/^Region/);
    await ctx.kb.press('ArrowDown'); // North America
    for (const value of ['United States', 'Colorado', 'Denver', '80202']) {
      await ctx.kb.press('Tab');
      await ctx.kb.type(value);
    }
    expect(await ctx.s.page.locator('main [aria-invalid=true]').count()).toBe(0);
    await ctx.kb.tabTo(button('Submit'));
    await ctx.kb.press('Enter');
    await ctx.s.page
      .locator('main [role=status]', { hasText: 'Thank you for your interest in the provider OTR. You will hear from a representative soon.' })
      .waitFor();
    expect(await ctx.s.page.locator('#first_name').inputValue()).toBe('');
  });

  it('EMTrack sign-up: errors first (focus, aria-describedby, announced), then radios, selects and the terms box', async () => {
    await load(ctx.s.page, '/emtrack/registration', 'EMTrack Sign Up');
    await ctx.kb.tabTo(button(/^Sign Up for EMTrack/));
    await ctx.kb.press('Enter');
    const first = await ctx.kb.waitForFocus((f) => f.invalid === 'true');
    expect(first).toMatchObject({ role: 'radio', name: 'Dealer' });
    expect(await describedText(ctx.s.page, first.describedBy)).toBe('Please choose if you are a Basalt user, dealer or end user.');
    expect((await announced(ctx.s.page)).join(' ')).toMatch(/\d+ fields/);

    await ctx.kb.press('Space'); // Dealer
    const typed = ['Grace', 'Hopper', 'grace@mine.example', 'grace@mine.example'];
    for (const value of typed) {
      await ctx.kb.tabTo((f) => f.role === 'text' || f.role === 'email');
      await ctx.kb.type(value);
    }
    expect((await ctx.kb.press('Tab'))?.name).toMatch(/^Country/);
    await ctx.kb.type('Canada');
    await ctx.s.page.getByRole('combobox', { name: /^State\/Province/ }).waitFor();
    expect((await ctx.kb.press('Tab'))?.name).toMatch(/^State\/Province/);
    await ctx.kb.type('Alberta');
    await ctx.kb.press('Tab');
    await ctx.kb.type('Calgary');
    expect((await ctx.kb.press('Tab'))?.name).toMatch(/^Full access/);
    await ctx.kb.press('Space');
    const terms = await ctx.kb.press('Tab');
    expect(terms?.name).toMatch(/agree to the terms/);
    await ctx.kb.press('Space');
    expect(await ctx.s.page.getByRole('checkbox', { name: /agree to the terms/ }).isChecked()).toBe(true);
    await ctx.kb.tabTo(button(/^Sign Up for EMTrack/));
    await ctx.kb.press('Enter');
    await ctx.s.page
      .locator('main [role=status]', {
        hasText: 'Thank you for your interest in EMTrack. Your inquiry has been forwarded to a Basalt associate, who will contact you soon.',
      })
      .waitFor();
  });
});
