// The link lists of the header submenus and footer panels (SPEC §2 "Shared frame"), as data.
import { paths } from '../../routing/paths';

export interface NavLinkItem {
  label: string;
  to: string;
  /** One line under the label (Total Mobility submenu). */
  description?: string;
}

export const ASSET_TRACKING_LABEL = 'Asset Tracking';

export const mobilityLinks: NavLinkItem[] = [
  {
    label: 'Trusted Products',
    to: paths.trustedProducts(),
    description: 'OTR tires engineered for the ground you work on.',
  },
  {
    label: 'Reliable Services',
    to: paths.reliableServices(),
    description: 'Field support from fitment to end of life.',
  },
  {
    label: 'Tire Management Solutions',
    to: paths.tireManagementSolutions(),
    description: 'Track every tire and lower your cost per hour.',
  },
];

export const resourceLinks: NavLinkItem[] = [
  { label: 'Brochures/Sell Sheets', to: paths.brochures() },
  { label: 'OE Pressure Recommendations', to: paths.pressureRecommendations() },
  { label: 'Engineering Data', to: paths.engineeringData() },
];

export const contactLinks: NavLinkItem[] = [
  { label: 'Contact Us', to: paths.contactUs() },
  { label: 'Request a Consultation', to: paths.requestConsultation() },
];

export type SubmenuId = 'mobility' | 'resources' | 'contact';

export interface SubmenuDef {
  id: SubmenuId;
  label: string;
  links: NavLinkItem[];
}

export const submenus: Record<SubmenuId, SubmenuDef> = {
  mobility: { id: 'mobility', label: 'Total Mobility', links: mobilityLinks },
  resources: {
    id: 'resources',
    label: 'Resources',
    links: [...resourceLinks, { label: 'Resources Overview', to: paths.resources() }],
  },
  contact: {
    id: 'contact',
    label: 'Contact Us',
    links: [...contactLinks, { label: 'Contact Overview', to: paths.contact() }],
  },
};

export interface FooterPanelDef {
  id: 'tires' | 'mobility' | 'resources' | 'contact' | 'more';
  title: string;
  links: NavLinkItem[];
}

export const footerPanels: FooterPanelDef[] = [
  {
    id: 'tires',
    title: 'Tires & Dealers',
    links: [
      { label: 'Tires', to: paths.tires() },
      { label: 'Dealers', to: paths.dealers() },
    ],
  },
  {
    id: 'mobility',
    title: 'Total Mobility',
    links: [...mobilityLinks.map(({ label, to }) => ({ label, to })), { label: 'Technology', to: paths.technology() }],
  },
  {
    id: 'resources',
    title: 'Resources',
    links: [...resourceLinks, { label: 'OTR Info Center', to: paths.infocenter() }],
  },
  { id: 'contact', title: 'Contact', links: contactLinks },
  {
    id: 'more',
    title: 'More',
    links: [
      { label: ASSET_TRACKING_LABEL, to: paths.assetTracking() },
      { label: 'EMTrack Sign Up', to: paths.emtrackRegistration() },
    ],
  },
];
