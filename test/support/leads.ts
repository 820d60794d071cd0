// One valid lead of each kind (SPEC §5), shared by the server tests (the bodies they post) and the component
// tests (what a visitor types, test/components/support/lead-forms.ts). A test states only what it changes.

/** A contact request, every field filled. */
export const validContact = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company_name: 'Quarry Co',
  email_address: 'ada@quarry.example',
  region: 'NORTH_AMERICA',
  city: 'Denver',
  state: 'Colorado',
  zip_code: '80202',
  country: 'United States',
  phone: '+13035551234',
  equipment_make: 'CAT',
  equipment_model: '777G',
  comments: 'Need 27.00R49 for six haul trucks.',
};

export type ContactLead = typeof validContact;

/** A consultation request: the contact fields; the phone is optional and left empty. */
export const validConsultation: ContactLead = { ...validContact, phone: '' };

/** An EMTrack sign-up of a new end user. */
export const validRegistration = {
  is_existing_user: false,
  user_type: 'END_USER',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@mine.example',
  verify_email: 'grace@mine.example',
  country: 'CA',
  state: 'Alberta',
  city: 'Calgary',
  preferred_access_type: 'RESTRICTED',
};
