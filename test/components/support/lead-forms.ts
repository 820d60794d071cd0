// The valid leads of test/support/leads.ts typed into the forms as a visitor does (labels of SPEC §5).
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { validContact, validRegistration, type ContactLead } from '../../support/leads';

const field = (label: RegExp) => screen.getByLabelText(label);

/**
 * Fills the contact (or consultation) form with the required fields of a valid contact, `lead` changing any
 * of them; the phone only when `lead` gives one. Comments and equipment stay empty.
 */
export async function fillContactForm(user: UserEvent, lead: Partial<ContactLead> = {}): Promise<void> {
  const v = { ...validContact, phone: '', ...lead };
  await user.type(field(/^First Name/), v.first_name);
  await user.type(field(/^Last Name/), v.last_name);
  await user.type(field(/^Company Name/), v.company_name);
  await user.type(field(/^Email Address/), v.email_address);
  if (v.phone) await user.type(field(/^Phone/), v.phone);
  await user.selectOptions(field(/^Region/), v.region);
  await user.type(field(/^Country/), v.country);
  await user.type(field(/^State\/Province/), v.state);
  await user.type(field(/^City/), v.city);
  await user.type(field(/^Zip\/Postal Code/), v.zip_code);
}

/** Fills the EMTrack sign-up's name, email and country of a valid registration (the country list loaded). */
export async function fillRegistrationGate(user: UserEvent): Promise<void> {
  const v = validRegistration;
  await user.type(field(/^First Name/), v.first_name);
  await user.type(field(/^Last Name/), v.last_name);
  await user.type(field(/^Email/), v.email);
  await user.type(field(/^Verify Email/), v.verify_email);
  await screen.findByRole('option', { name: 'Canada' });
  await user.selectOptions(field(/^Country/), v.country);
}
