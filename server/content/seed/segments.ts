// Industries, in the catalog's order (catalog/taxonomy.ts SEGMENTS): the single industry-segments item the
// Trusted Products page shows, and the (unused by pages) segments collection.
import { a, item, p, strong } from './html';
import { MEDIA } from './media';
import type { SeedContentItem, SeedMedia } from './types';

interface Industry {
  name: string;
  line: string;
  detail: string;
  image: SeedMedia;
}

const INDUSTRIES: Industry[] = [
  {
    name: 'Mining',
    line: 'Haul radials from 25 to 63 inches, rated for the TKPH of deep pits and long ramps.',
    detail: 'RH-4A+ for mixed haulage, RH-4A+ HS for hot, fast cycles and RH-4A+ CR for shot rock, with L-4 and L-5 loader and dozer tires for the face.',
    image: MEDIA.mining,
  },
  {
    name: 'Underground Mining',
    line: 'Short-sidewall, cut-resistant tires for LHDs and underground haul trucks.',
    detail: 'Smooth L-5S and deep L-5 treads in underground compounds that survive wet, sharp floors and long tramming distances.',
    image: MEDIA.underground,
  },
  {
    name: 'Construction',
    line: 'Grader, scraper, articulated truck and compactor tires that move from job to job.',
    detail: 'G-2 and G-3 grader tires, E-3 and E-4 articulated and scraper tires, E-7 flotation for soft ground and C-1 compactor tires.',
    image: MEDIA.construction,
  },
  {
    name: 'Quarry & Aggregate',
    line: 'Loader and truck tires that stand up to shot rock, faces and stockpiles.',
    detail: 'Cut-resistant L-3 to L-5 loader tires and E-3 and E-4 truck tires sized for 40- to 100-tonne quarry trucks.',
    image: MEDIA.quarry,
  },
  {
    name: 'Port',
    line: 'High-load IND-4 and E-3 tires for reach stackers, straddle carriers and container handlers.',
    detail: 'Non-directional, scrub-resistant treads that carry full container weight through constant stops, reversing and pivot turns.',
    image: MEDIA.port,
  },
  {
    name: 'Industrial',
    line: 'Telehandler, mobile crane and yard-machine tires for paved and mixed surfaces.',
    detail: 'Multi-surface IND-4 treads and speed-rated E-2 crane radials that run cleanly between site and road.',
    image: MEDIA.industrial,
  },
  {
    name: 'Forestry & Waste',
    line: 'Puncture-resistant and flotation tires for log stackers, landfills and transfer stations.',
    detail: 'Debris-resistant undertreads, smooth L-5S waste tires and Permafoam never-flat fill for the worst puncture sites.',
    image: MEDIA.forestry,
  },
];

export function industrySegments(brand: string): SeedContentItem[] {
  return [
    item('industry-segments', {
      title: 'Built for Your Industry',
      description: p(`Wherever your machines work, there is a ${brand} OTR tire engineered for the job. Choose your industry, then use Find Tires to match sizes to your equipment.`),
      segment_lists_id: INDUSTRIES.map((industry, i) => ({
        sequence: i + 1,
        title: p(strong(industry.name)) + p(industry.line),
        image: industry.image,
      })),
    }),
  ];
}

export function segments(brand: string): SeedContentItem[] {
  return INDUSTRIES.map((industry, i) =>
    item('segments', {
      title: industry.name,
      sequence: i + 1,
      description: p(industry.line) + p(`${industry.detail} Find ${brand} sizes for your machines in the ${a('/tires', 'Tire Finder')}.`),
      image: industry.image,
    }),
  );
}
