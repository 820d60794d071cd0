// Loader and dozer lines (L-2 to L-5S), plus the forestry and waste lines built on loader casings.
import type { PatternDef } from './taxonomy';

export const LOADER_PATTERNS: PatternDef[] = [
  {
    name: 'LT-2R',
    code: 'L-2', type: 'Radial', family: 'Loader & Dozer', duty: 'loader', apps: ['Wheel Loader', 'Wheel Dozer', 'Telehandler'],
    tag: 'L-2 traction radial for loaders in sand, gravel and soil',
    description:
      'LT-2R puts directional traction bars on a flexible radial casing for loaders working loose, soft material. ' +
      'It digs in when the bucket hits the pile and rides comfortably on load-and-carry runs.',
    features: ['tractionBars', 'selfCleaning', 'radialCasing', 'wideFootprint', 'lowRolling'],
    sizes: ['15.5R25', '17.5R25', '20.5R25', '23.5R25', '26.5R25', '29.5R25'],
    levels: [1, 2], images: 2,
  },
  {
    name: 'LT-2B',
    code: 'L-2', type: 'Bias', family: 'Loader & Dozer', duty: 'loader', apps: ['Wheel Loader', 'Telehandler'],
    tag: 'Value L-2 bias traction tire for compact and mid-size loaders',
    description:
      'LT-2B is a proven bias traction tire for smaller wheel loaders and telehandlers on construction sites. ' +
      'Its open lugs clean out in mud, and the nylon casing forgives curbs and rubble.',
    features: ['biasCasing', 'tractionBars', 'selfCleaning', 'multiSurface'],
    sizes: ['14.00-24', '16.00-24', '15.5-25', '17.5-25', '20.5-25', '23.5-25'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'LR-3',
    code: 'L-3', type: 'Radial', family: 'Loader & Dozer', duty: 'loader', apps: ['Wheel Loader', 'Wheel Dozer', 'Log Stacker'],
    tag: 'The general-purpose L-3 rock radial for quarry loaders',
    description:
      'LR-3 is the all-round loader radial for quarries, yards and stockpiles. ' +
      'Its L-3 rock blocks balance traction and cut resistance, and the radial casing keeps the bucket steady at the face.',
    features: ['rockBlocks', 'radialCasing', 'wideFootprint', 'stoneEjectors', 'retreadCasing', 'starRated'],
    sizes: ['17.5R25', '20.5R25', '23.5R25', '26.5R25', '29.5R25', '750/65R25', '29.5R29', '875/65R29', '35/65R33'],
    levels: [1, 2], images: 2,
  },
  {
    name: 'LB-3',
    code: 'L-3', type: 'Bias', family: 'Loader & Dozer', duty: 'loader', apps: ['Wheel Loader', 'Wheel Dozer'],
    productClass: 'AMERICAN_BIAS',
    tag: 'Tough L-3 bias rock tire at a fleet-friendly price',
    description:
      'LB-3 carries a classic L-3 rock tread on a heavy bias casing for loaders and dozers in rough, low-speed work. ' +
      'Stiff sidewalls resist rock cuts along the face and around the crusher feed. Built in our American bias plant.',
    features: ['biasCasing', 'rockBlocks', 'sidewallRib', 'beadBundle'],
    sizes: ['17.5-25', '20.5-25', '23.5-25', '26.5-25', '29.5-25', '29.5-29', '35/65-33'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'LR-4D',
    code: 'L-4', type: 'Radial', family: 'Loader & Dozer', duty: 'loader', apps: ['Wheel Loader', 'Wheel Dozer'],
    tag: 'L-4 deep-tread radial for abrasive rock and large loaders',
    description:
      'LR-4D adds half again the base tread depth for loaders feeding crushers and loading trucks in hard rock. ' +
      'Solid centre blocks resist tearing as the machine turns into the pile, and the deeper tread buys many more hours.',
    features: ['l4Depth', 'centreBlocks', 'cutCompound', 'radialCasing', 'sidewallRib', 'tpmsReady'],
    sizes: ['20.5R25', '23.5R25', '26.5R25', '29.5R25', '29.5R29', '33.25R29', '35/65R33', '33.25R35', '37.5R39', '45/65R39'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'DZ-4',
    code: 'L-4', type: 'Radial', family: 'Loader & Dozer', duty: 'loader', apps: ['Wheel Dozer', 'Wheel Loader'],
    tag: 'Push-rated L-4 radial for wheel dozers',
    description:
      'DZ-4 is built for wheel dozers that clean up loading areas and push stockpiles all shift. ' +
      'A wide, flat footprint holds traction under blade load, and the reinforced bead copes with full drive torque.',
    features: ['l4Depth', 'wideFootprint', 'beadBundle', 'rockBlocks', 'sidewallRib'],
    sizes: ['26.5R25', '29.5R29', '33.25R29', '35/65R33', '37.25R35', '45/65R39'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'LR-5X',
    code: 'L-5', type: 'Radial', family: 'Loader & Dozer', duty: 'loader', apps: ['Wheel Loader', 'Wheel Dozer'],
    tag: 'Extra-deep L-5 radial for the harshest loading faces',
    description:
      'LR-5X carries two and a half times the base tread depth for loaders in high-cut, high-abrasion rock. ' +
      'Its cut-resistant compound and massive blocks give the longest life in the line where wear, not heat, is the limit.',
    features: ['l5Depth', 'cutCompound', 'centreBlocks', 'sidewallRib', 'stoneEjectors', 'tpmsReady', 'starRated'],
    sizes: ['23.5R25', '26.5R25', '29.5R25', '29.5R29', '35/65R33', '45/65R39', '45/65R45', '50/65R51', '53.5/85R57', '55.5/80R57', '58/85R57'],
    levels: [1, 2], images: 2,
  },
  {
    name: 'LB-5',
    code: 'L-5', type: 'Bias', family: 'Loader & Dozer', duty: 'loader', apps: ['Wheel Loader', 'Wheel Dozer'],
    tag: 'L-5 extra-deep bias tire for severe loading at low speed',
    description:
      'LB-5 pairs an L-5 extra-deep tread with a high ply-count bias casing for slow, severe face loading. ' +
      'It is the economical choice where loaders rarely travel and cut damage dominates.',
    features: ['biasCasing', 'l5Depth', 'cutCompound', 'beadBundle'],
    sizes: ['17.5-25', '20.5-25', '23.5-25', '26.5-25', '29.5-25', '35/65-33', '45/65-45'],
    levels: [2, 3], images: 1,
  },
  {
    name: 'LX-5 Giant',
    code: 'L-5', type: 'Radial', family: 'Loader & Dozer', duty: 'loader', apps: ['Wheel Loader'],
    tag: 'Ultra-class L-5 radial for the largest mining loaders',
    description:
      'LX-5 Giant fits the largest wheel loaders loading ultra-class haul trucks. ' +
      'Its low-profile casing keeps the machine stable with a full bucket raised, and the extra-deep tread is sized for 57-inch rims.',
    features: ['l5Depth', 'lowProfile', 'steelBelts', 'cutCompound', 'tpmsReady'],
    sizes: ['45/65R45', '50/65R51', '53.5/85R57', '55.5/80R57', '58/85R57', '70/70R57'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'LR-5S',
    code: 'L-5S', type: 'Radial', family: 'Loader & Dozer', duty: 'loader', apps: ['Wheel Loader', 'Wheel Dozer'],
    tag: 'Smooth L-5S radial for maximum cut resistance',
    description:
      'LR-5S has a smooth, extra-deep tread that puts the most rubber on the ground for slag, scrap and sharp rock. ' +
      'Where traction is not the limit, nothing in the line lasts longer.',
    features: ['smoothFace', 'l5Depth', 'cutCompound', 'sidewallRib', 'retreadCasing'],
    sizes: ['20.5R25', '23.5R25', '26.5R25', '29.5R25', '35/65R33', '45/65R45'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'WS-5S',
    code: 'L-5S', type: 'Bias', family: 'Forestry & Waste', duty: 'loader', apps: ['Wheel Loader'],
    tag: 'Smooth L-5S bias tire for waste transfer and scrap yards',
    description:
      'WS-5S is a smooth, extra-deep bias tire for loaders pushing refuse, demolition waste and scrap metal. ' +
      'A puncture-resistant undertread shields the casing from rebar, glass and wire.',
    features: ['smoothFace', 'debrisCompound', 'l5Depth', 'biasCasing', 'sidewallRib'],
    sizes: ['17.5-25', '20.5-25', '23.5-25', '26.5-25'],
    levels: [2, 3], images: 2,
  },
  {
    // The sample Permafoam line: WS-5S filled at the factory, in the mid-size loader sizes that waste transfer
    // stations run (a filled 26.5-25 is too heavy for the machines that would need it).
    name: 'WS-5S PF',
    code: 'L-5S', type: 'Bias', family: 'Forestry & Waste', duty: 'loader', apps: ['Wheel Loader'], productClass: 'PERMAFOAM',
    tag: 'Permafoam-filled WS-5S that cannot go flat in scrap and demolition yards',
    description:
      'WS-5S PF is the WS-5S smooth L-5S bias tire filled with Permafoam: a resilient polyurethane fill replaces the air, ' +
      'so rebar, glass and wire can pierce the tread without taking the loader out of service. ' +
      'Filled tires are heavier and made for slow loading work, not long carries.',
    features: ['permafoamFill', 'smoothFace', 'l5Depth', 'biasCasing', 'sidewallRib'],
    sizes: ['17.5-25', '20.5-25', '23.5-25'],
    levels: [2, 3], images: 1,
  },
  {
    name: 'TS-4',
    code: 'L-4', type: 'Radial', family: 'Forestry & Waste', duty: 'loader', apps: ['Log Stacker', 'Wheel Loader'],
    tag: 'L-4 radial for log stackers and timber yard loaders',
    description:
      'TS-4 is made for log stackers and loaders in timber yards and log ports, where bark, stones and stumps cut lesser tires. ' +
      'The deep L-4 tread and stiff casing keep a high-lift machine stable with a full grapple.',
    features: ['l4Depth', 'debrisCompound', 'wideFootprint', 'selfCleaning'],
    sizes: ['23.5R25', '26.5R25', '29.5R25', '35/65R33'],
    levels: [1, 2], images: 1,
  },
];
