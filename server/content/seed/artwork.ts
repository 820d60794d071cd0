// SVG artwork for every media path of the content seed (keyed like MEDIA, drawn by the modules in art/).
import * as banners from './art/banners';
import * as features from './art/features';
import * as sections from './art/sections';
import * as segments from './art/segments';
import { MEDIA, type MediaKey } from './media';

const DRAW: Record<MediaKey, () => string> = {
  reliableBanner: banners.reliableBanner,
  tireManagementBanner: banners.tireManagementBanner,
  trustedBanner: banners.trustedBanner,
  reliableIcon: banners.reliableIcon,
  tireManagementIcon: banners.tireManagementIcon,
  trustedIcon: banners.trustedIcon,
  fieldService: sections.fieldService,
  siteSurvey: sections.siteSurvey,
  repairRetread: sections.repairRetread,
  training: sections.training,
  emergency: sections.emergency,
  warranty: sections.warranty,
  tpms: sections.tpms,
  emtrack: sections.emtrack,
  rotation: sections.rotation,
  costPerHour: sections.costPerHour,
  duty: sections.duty,
  durawall: features.durawall,
  hiStability: features.hiStability,
  smoothGuard: features.smoothGuard,
  maxwork: features.maxwork,
  permafoam: features.permafoam,
  deepTread: features.deepTread,
  electricDrive: features.electricDrive,
  mining: segments.mining,
  underground: segments.underground,
  construction: segments.construction,
  quarry: segments.quarry,
  port: segments.port,
  industrial: segments.industrial,
  forestry: segments.forestry,
};

/** Media path -> standalone SVG document, for every image the content seed refers to. */
export function contentArtwork(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(DRAW) as MediaKey[]) out[MEDIA[key].path] = DRAW[key]();
  return out;
}
