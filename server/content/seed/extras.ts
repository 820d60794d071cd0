// Collections the content service serves but no page reads (SPEC §7): a few sensible items each, so the
// API answers every collection with real content.
import { EMTRACK_PRICING } from './emtrack';
import { a, item, p, ul } from './html';
import { MEDIA } from './media';
import type { SeedContentItem } from './types';

export function contactEnquiries(brand: string): SeedContentItem[] {
  return [
    item('contact-enquiries', {
      title: 'Product and Fitment Questions',
      sequence: 1,
      description: p(`Ask which ${brand} line and size fits your machine, load and haul cycle. Include the machine make and model and the size now fitted.`),
      button_name: 'Contact Us',
      redirection_url: '/contact/contact-us',
    }),
    item('contact-enquiries', {
      title: 'Dealer and Service Enquiries',
      sequence: 2,
      description: p(`Find stock, service crews and warranty support near your site through the ${brand} dealer network.`),
      button_name: 'Find a Dealer',
      redirection_url: '/dealers',
    }),
  ];
}

export function requestConsultations(brand: string): SeedContentItem[] {
  return [
    item('request-consultations', {
      title: 'Tire Selection Review',
      sequence: 1,
      description: p(`A ${brand} engineer compares your current tires with the duty of each machine (load, speed, TKPH, floor conditions) and recommends lines and sizes.`),
      button_name: 'Request a Consultation',
      redirection_url: '/contact/request-consultation',
    }),
    item('request-consultations', {
      title: 'Site Survey and Audit',
      sequence: 2,
      description: p(`An on-site review of haul roads, loading areas, inflation practice and scrap tires, with a written report. ${a('/infocenter/otr-tips/fleet-surveys-site-audits', 'What a survey covers')}.`),
      button_name: 'Request a Consultation',
      redirection_url: '/contact/request-consultation',
    }),
  ];
}

export function trustedTypes(brand: string): SeedContentItem[] {
  return [
    item('trusted-types', {
      title: 'Radial',
      sequence: 1,
      description: p(`All-steel radial casings that run cooler, roll easier and last longer on long hauls; most ${brand} haul and loader lines are radial, with load capacity marked in stars.`),
      image: MEDIA.hiStability,
    }),
    item('trusted-types', {
      title: 'Bias',
      sequence: 2,
      description: p('High ply-count nylon bias casings with tough, cut-tolerant sidewalls at a lower purchase price; load capacity is marked as a ply rating.'),
      image: MEDIA.durawall,
    }),
  ];
}

export function tireManagementSolutions(brand: string): SeedContentItem[] {
  return [
    item('tire-management-solutions', {
      title: 'TPMS Heavy Duty',
      sequence: 1,
      description: p('In-tire sensors that report pressure and temperature to the cab and to EMTrack.'),
      image: MEDIA.tpms,
      brochures: { url: '/website/documents/brochure-tpms-heavy-duty.pdf' },
    }),
    item('tire-management-solutions', {
      title: 'EMTrack',
      sequence: 2,
      description: p(`Tire performance tracking from delivery to scrap, with cost-per-hour reporting. ${a('/emtrack/registration', 'Sign up')}.`),
      image: MEDIA.emtrack,
      redirection_url: '/emtrack/registration',
    }),
    item('tire-management-solutions', {
      title: 'Site TKPH Review',
      sequence: 3,
      description: p(`${brand} engineers check each haul cycle's site TKPH against the rating of the tires fitted.`),
      image: MEDIA.duty,
      redirection_url: '/contact/request-consultation',
    }),
  ];
}

export function tireManagementSolutionsTypes(brand: string): SeedContentItem[] {
  const price = EMTRACK_PRICING;
  const terms = p(`The purchase or upgrade fee covers year 1, then a ${price.maintenance} annual maintenance fee applies.`);
  return [
    item('tire-management-solutions-types', {
      title: 'Full Access',
      sequence: 1,
      description:
        p(`${brand} sees your tire performance data, excluding competitive pricing.`) +
        ul(`System price ${price.full}, earning a ${price.fullDiscount} discount.`) + terms,
      redirection_url: '/emtrack/registration',
    }),
    item('tire-management-solutions-types', {
      title: 'Restricted Access',
      sequence: 2,
      description: p(`${brand} sees none of your data except for support.`) + ul(`Price ${price.restricted}.`) + terms,
      redirection_url: '/emtrack/registration',
    }),
  ];
}
