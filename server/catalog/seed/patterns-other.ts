// Underground, grader and compactor, and port and industrial lines.
import type { PatternDef } from './taxonomy';

const LHD = 'Underground Loader (LHD)';

export const OTHER_PATTERNS: PatternDef[] = [
  {
    name: 'UG-5S',
    code: 'L-5S', type: 'Bias', family: 'Underground', duty: 'loader', apps: [LHD],
    tag: 'Smooth L-5S bias tire for underground loaders',
    description:
      'UG-5S is the workhorse LHD tire: a smooth, extra-deep tread on a heavy bias casing for wet, sharp underground floors. ' +
      'The solid face resists the cuts that end most underground tires, and the short sidewall fits tight drifts.',
    features: ['smoothFace', 'l5Depth', 'undergroundCompound', 'lowSidewall', 'biasCasing'],
    sizes: ['12.00-24', '14.00-24', '17.5-25', '18.00-25', '26.5-25', '29.5-29'],
    levels: [2, 3], images: 2,
  },
  {
    name: 'UG-5SR',
    code: 'L-5S', type: 'Radial', family: 'Underground', duty: 'loader', apps: [LHD],
    tag: 'Radial L-5S for high-production underground loaders',
    description:
      'UG-5SR brings a steel radial casing underground for LHDs that tram long distances between draw point and ore pass. ' +
      'It runs cooler than bias at tramming speed while the smooth L-5S face keeps cut resistance high.',
    features: ['smoothFace', 'l5Depth', 'radialCasing', 'undergroundCompound', 'lowSidewall', 'tpmsReady'],
    sizes: ['12.00R24', '14.00R24', '17.5R25', '18.00R25', '26.5R25', '29.5R29', '35/65R33'],
    levels: [2, 3], images: 1,
  },
  {
    name: 'UG-5X',
    code: 'L-5', type: 'Radial', family: 'Underground', duty: 'loader', apps: [LHD, 'Underground Haul Truck'],
    tag: 'L-5 extra-deep radial for LHDs and underground trucks on wet ramps',
    description:
      'UG-5X adds traction blocks to an extra-deep underground tread for machines climbing wet, muddy declines. ' +
      'It suits both loaders and underground haul trucks where grip on the ramp matters as much as cut resistance.',
    features: ['l5Depth', 'rockBlocks', 'undergroundCompound', 'stoneEjectors', 'sidewallRib'],
    sizes: ['18.00R25', '26.5R25', '29.5R25', '29.5R29', '35/65R33'],
    levels: [2, 3], images: 1,
  },
  {
    name: 'UG-3S',
    code: 'L-3S', type: 'Bias', family: 'Underground', duty: 'loader', apps: [LHD], productClass: 'LOW_SEAM',
    tag: 'Standard-depth smooth L-3S bias tire for light underground work',
    description:
      'UG-3S is a smooth, standard-depth Low Seam (UMS) bias tire for smaller LHDs and utility loaders in development headings. ' +
      'It keeps cost per hour low where floors are good and cycle distances are short.',
    features: ['smoothFace', 'biasCasing', 'lowSidewall', 'undergroundCompound'],
    sizes: ['12.00-24', '14.00-24', '17.5-25', '18.00-25'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'UG-E4',
    code: 'E-4', type: 'Radial', family: 'Underground', duty: 'haul', apps: ['Underground Haul Truck', LHD],
    tag: 'E-4 radial for underground haul trucks on long declines',
    description:
      'UG-E4 is an earthmover rock radial tuned for underground haul trucks that carry ore up long declines. ' +
      'A heat-tolerant compound and deep E-4 tread handle the combination of grade, load and distance.',
    features: ['e4Depth', 'heatCompound', 'undergroundCompound', 'steelBelts', 'sidewallRib'],
    sizes: ['18.00R25', '26.5R25', '29.5R25', '29.5R29', '35/65R33'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'UG-4B',
    code: 'L-4', type: 'Bias', family: 'Underground', duty: 'loader', apps: [LHD, 'Underground Haul Truck'],
    tag: 'L-4 bias traction-rock tire for underground fleets',
    description:
      'UG-4B gives LHDs and underground trucks a deep L-4 block tread on a cut-tolerant bias casing. ' +
      'Its open shoulders grip on wet ramps and clear mud at every turn.',
    features: ['l4Depth', 'biasCasing', 'rockBlocks', 'selfCleaning'],
    sizes: ['17.5-25', '18.00-25', '26.5-25', '29.5-25'],
    levels: [2, 3], images: 1,
  },
  {
    name: 'GT-2R',
    code: 'G-2', type: 'Radial', family: 'Grader & Compactor', duty: 'grader', apps: ['Motor Grader'],
    tag: 'G-2 traction radial for motor graders on haul roads',
    description:
      'GT-2R keeps motor graders tracking straight while they maintain haul roads and finish grades. ' +
      'The chevron centre steers precisely, and stepped shoulders push a full blade of material without spinning.',
    features: ['chevronRib', 'graderShoulders', 'radialCasing', 'selfCleaning', 'lowRolling'],
    sizes: ['14.00R24', '16.00R24', '17.5R25', '20.5R25', '23.5R25'],
    levels: [1, 2], images: 2,
  },
  {
    name: 'GT-2B',
    code: 'G-2', type: 'Bias', family: 'Grader & Compactor', duty: 'grader', apps: ['Motor Grader'],
    tag: 'Dependable G-2 bias grader tire',
    description:
      'GT-2B is a traction grader tire on a bias casing for road building, forestry roads and municipal work. ' +
      'It is easy to repair in the field and forgiving of the odd curb strike.',
    features: ['biasCasing', 'chevronRib', 'graderShoulders', 'selfCleaning'],
    sizes: ['13.00-24', '14.00-24', '16.00-24', '17.5-25'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'GR-3R',
    code: 'G-3', type: 'Radial', family: 'Grader & Compactor', duty: 'grader', apps: ['Motor Grader'],
    tag: 'G-3 rock radial for graders on mine haul roads',
    description:
      'GR-3R trades some traction for rock blocks and a cut-resistant compound, for graders working haul roads strewn with spillage. ' +
      'It holds up to the sharp rock that cuts traction grader tires early.',
    features: ['rockBlocks', 'cutCompound', 'radialCasing', 'sidewallRib', 'retreadCasing'],
    sizes: ['14.00R24', '16.00R24', '17.5R25', '20.5R25', '23.5R25'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'GR-3B',
    code: 'G-3', type: 'Bias', family: 'Grader & Compactor', duty: 'grader', apps: ['Motor Grader'],
    tag: 'G-3 bias rock tire for graders in quarries',
    description:
      'GR-3B is a rock-tread bias grader tire for quarry roads and gravel pits. ' +
      'Thick sidewalls and a chip-resistant tread handle loose stone at low cost.',
    features: ['biasCasing', 'rockBlocks', 'cutCompound', 'sidewallRib'],
    sizes: ['13.00-24', '14.00-24', '17.5-25'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'CP-1',
    code: 'C-1', type: 'Bias', family: 'Grader & Compactor', duty: 'compactor', apps: ['Compactor'],
    tag: 'Smooth C-1 compactor tire for even, mark-free rolling',
    description:
      'CP-1 has a smooth ribbed crown for pneumatic rollers and compactors on soil, base course and landfill cover. ' +
      'Its flexible casing lets operators tune ground pressure to the material, and it leaves no tread marks behind.',
    features: ['compactorRib', 'compactorCasing', 'biasCasing', 'debrisCompound'],
    sizes: ['13.00-24', '14.00-24', '15.5-25', '17.5-25'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'PX-4B',
    code: 'IND-4', type: 'Bias', family: 'Port & Industrial', duty: 'port', apps: ['Reach Stacker', 'Straddle Carrier', 'Container Handler'],
    tag: 'IND-4 bias tire for reach stackers and container handlers',
    description:
      'PX-4B carries heavy containers through constant stop-start and pivot turns on concrete terminals. ' +
      'A deep, non-directional block tread and scrub-resistant compound slow the wear that tight turning causes.',
    features: ['portCasing', 'nonDirectional', 'scrubCompound', 'biasCasing', 'beadBundle'],
    sizes: ['16.00-25', '18.00-25', '18.00-33', '21.00-33'],
    levels: [2, 3], images: 2,
  },
  {
    name: 'PX-4R',
    code: 'IND-4', type: 'Radial', family: 'Port & Industrial', duty: 'port', apps: ['Reach Stacker', 'Straddle Carrier', 'Container Handler'],
    tag: 'IND-4 radial for high-cycle port equipment',
    description:
      'PX-4R is the radial port tire for terminals running around the clock. ' +
      'The steel casing runs cooler over long shifts, and the deep IND-4 blocks wear evenly under heavy, reversing loads.',
    features: ['portCasing', 'radialCasing', 'nonDirectional', 'scrubCompound', 'tpmsReady'],
    sizes: ['16.00R25', '18.00R25', '18.00R33', '21.00R33'],
    levels: [2, 3], images: 1,
  },
  {
    name: 'RS-3R',
    code: 'E-3', type: 'Radial', family: 'Port & Industrial', duty: 'port', apps: ['Reach Stacker', 'Container Handler', 'Straddle Carrier'],
    tag: 'E-3 radial for reach stackers on mixed yard surfaces',
    description:
      'RS-3R puts an E-3 earthmover tread on port equipment that also works gravel yards and unpaved stacking areas. ' +
      'It grips on loose ground yet wears evenly on concrete.',
    features: ['rockBlocks', 'radialCasing', 'portCasing', 'multiSurface'],
    sizes: ['16.00R25', '18.00R25', '18.00R33'],
    levels: [2, 3], images: 1,
  },
  {
    name: 'MC-2R',
    code: 'E-2', type: 'Radial', family: 'Port & Industrial', duty: 'crane', apps: ['Mobile Crane'],
    tag: 'E-2 radial for all-terrain and rough-terrain cranes',
    description:
      'MC-2R is made for mobile cranes that travel by road between jobs and then work on site. ' +
      'A road-optimised tread runs quietly at speed, and the crane casing holds the machine steady under boom loads.',
    features: ['highwayTread', 'craneCasing', 'tractionBars', 'lowRolling', 'starRated'],
    sizes: ['14.00R25', '16.00R25', '385/95R25', '445/95R25', '525/80R25', '20.5R25'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'TH-4R',
    code: 'IND-4', type: 'Radial', family: 'Port & Industrial', duty: 'port', apps: ['Telehandler'],
    tag: 'IND-4 radial for heavy telehandlers',
    description:
      'TH-4R fits large telehandlers that move between rough site ground and paved yards. ' +
      'Its multi-surface lugs grip on both, and the stiff casing keeps the boom steady at full reach.',
    features: ['multiSurface', 'portCasing', 'radialCasing', 'selfCleaning'],
    sizes: ['405/70R24', '14.00R24', '15.5R25', '17.5R25'],
    levels: [1, 2], images: 1,
  },
];
