// Every media field value of the content seed: one path under /media and its alt text. artwork.ts draws an
// SVG for each path listed here, so a new image is added in both places.
import type { SeedMedia } from './types';

const m = (path: string, alt: string): SeedMedia => ({ path: `content/${path}`, alt });

export const MEDIA = {
  reliableBanner: m('reliable-banner.svg', 'Service truck with a tire handler beside a haul truck at sunrise'),
  tireManagementBanner: m('tire-management-banner.svg', 'Haul trucks on a pit ramp with sensor signals and map pins'),
  trustedBanner: m('trusted-banner.svg', 'A wheel loader and a haul truck in front of a large OTR tire'),
  reliableIcon: m('icons/reliable.svg', 'Wrench over a tire'),
  tireManagementIcon: m('icons/tire-management.svg', 'Pressure gauge'),
  trustedIcon: m('icons/trusted.svg', 'Shield with a tire'),

  fieldService: m('reliable/field-service.svg', 'Service truck tire handler mounting a large OTR tire'),
  siteSurvey: m('reliable/site-survey.svg', 'Clipboard checklist beside a haul ramp marked with an 8 % grade limit'),
  repairRetread: m('reliable/repair-retread.svg', 'Tire cross-section with the tread layer highlighted for retreading'),
  training: m('reliable/training.svg', 'Training board with a pressure gauge and a wear chart'),
  emergency: m('reliable/emergency.svg', 'Clock and map pin over a service truck on call'),
  warranty: m('reliable/warranty.svg', 'Shield over a tire, standing for warranty cover'),

  tpms: m('tire-management/tpms.svg', 'Tire pressure sensor sending readings to a screen'),
  emtrack: m('tire-management/emtrack.svg', 'EMTrack dashboard with a site map, pins and a cost chart'),
  rotation: m('tire-management/rotation.svg', 'Top view of a haul truck with its six tire positions'),
  costPerHour: m('tire-management/cost-per-hour.svg', 'Chart of cost per hour by tire line with one bar highlighted'),
  duty: m('tire-management/duty.svg', 'Haul truck climbing a ramp beside a thermometer and a TKPH gauge'),

  durawall: m('technology/durawall.svg', 'Tire cross-section with the reinforced sidewall highlighted'),
  hiStability: m('technology/hi-stability.svg', 'Tire cross-section with the casing ply and beads highlighted'),
  smoothGuard: m('technology/smooth-guard.svg', 'Tire cross-section with a smooth solid tread face'),
  maxwork: m('technology/maxwork.svg', 'Tire cross-section with the tread compound highlighted'),
  permafoam: m('technology/permafoam.svg', 'Tire cross-section filled with foam'),
  deepTread: m('technology/deep-tread.svg', 'Tire cross-section with extra-deep tread measured at 250 %'),
  electricDrive: m('technology/electric-drive.svg', 'Tire with a lightning bolt for electric drive torque'),

  mining: m('segments/mining.svg', 'Haul truck on open-pit benches'),
  underground: m('segments/underground-mining.svg', 'Underground loader in a mine drift'),
  construction: m('segments/construction.svg', 'Motor grader finishing a road'),
  quarry: m('segments/quarry-aggregate.svg', 'Wheel loader at an aggregate stockpile'),
  port: m('segments/port.svg', 'Reach stacker lifting a container under a quay crane'),
  industrial: m('segments/industrial.svg', 'Telehandler with a pallet at a warehouse'),
  forestry: m('segments/forestry-waste.svg', 'Log stacker carrying logs between pines'),
} as const satisfies Record<string, SeedMedia>;

export type MediaKey = keyof typeof MEDIA;
