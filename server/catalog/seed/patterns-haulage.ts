// Haulage lines: the RH-4A+ family (the lineup the home page brochure promotes), other rigid-truck lines,
// and articulated truck / scraper lines.
import type { PatternDef } from './taxonomy';

const RIGID_BIG = ['27.00R49', '30.00R51', '33.00R51', '36.00R51', '37.00R57', '40.00R57', '46/90R57', '50/80R57', '53/80R63', '56/80R63', '59/80R63'];

export const HAULAGE_PATTERNS: PatternDef[] = [
  {
    name: 'RH-4A+',
    code: 'E-4', type: 'Radial', family: 'RH-4A+ Haulage', duty: 'haul', apps: ['Rigid Haul Truck'],
    tag: 'The all-round E-4 haulage radial for every class of rigid truck',
    description:
      'RH-4A+ is the standard fit for rigid haul trucks from 40-tonne quarry trucks to the 400-tonne ultra class. ' +
      'Its deep E-4 rock tread and four-belt steel casing balance cut resistance with heat capacity, so one line ' +
      'covers most mixed-haul mine sites.',
    features: ['e4Depth', 'steelBelts', 'solidCenter', 'shoulderGrooves', 'sidewallRib', 'retreadCasing', 'tpmsReady', 'starRated'],
    sizes: ['18.00R25', '18.00R33', '21.00R33', '21.00R35', '24.00R35', ...RIGID_BIG],
    levels: [1, 2], images: 2,
  },
  {
    name: 'RH-4A+ HS',
    code: 'E-4', type: 'Radial', family: 'RH-4A+ Haulage', duty: 'haul', apps: ['Rigid Haul Truck'],
    tag: 'Heat-resistant RH-4A+ for long, fast and hot haul cycles',
    description:
      'RH-4A+ HS keeps the RH-4A+ tread and casing but runs a low heat-generation compound for sites where TKPH, ' +
      'not cuts, ends tire life. Choose it for long uphill ramps, high average speeds and ambient temperatures ' +
      'above 38 °C.',
    features: ['heatCompound', 'e4Depth', 'heatSink', 'steelBelts', 'lowRolling', 'tpmsReady'],
    sizes: ['24.00R35', ...RIGID_BIG],
    levels: [2], heat: 1.18, images: 1,
  },
  {
    name: 'RH-4A+ CR',
    code: 'E-4', type: 'Radial', family: 'RH-4A+ Haulage', duty: 'haul', apps: ['Rigid Haul Truck'],
    tag: 'Cut-resistant RH-4A+ for shot rock and tight loading areas',
    description:
      'RH-4A+ CR pairs the RH-4A+ casing with a cut- and chip-resistant tread compound and reinforced sidewalls. ' +
      'It is built for short hauls over sharp blasted rock, where cuts and impacts remove more tires than wear.',
    features: ['cutCompound', 'e4Depth', 'sidewallRib', 'stoneEjectors', 'rockBlocks'],
    sizes: ['18.00R33', '21.00R33', '21.00R35', '24.00R35', '27.00R49', '33.00R51', '37.00R57', '40.00R57', '59/80R63'],
    levels: [2, 3], heat: 0.86, images: 1,
  },
  {
    name: 'HT-3R',
    code: 'E-3', type: 'Radial', family: 'Rigid Haulage', duty: 'haul', apps: ['Rigid Haul Truck'],
    tag: 'E-3 rock radial for quarry and construction haul trucks',
    description:
      'HT-3R is a standard-depth E-3 rock radial for mid-size rigid trucks on well-built haul roads. ' +
      'Its lower tread mass runs cool and keeps fuel burn down, a good fit for quarries hauling to the crusher.',
    features: ['radialCasing', 'rockBlocks', 'lowRolling', 'heatSink', 'retreadCasing'],
    sizes: ['18.00R25', '18.00R33', '21.00R33', '21.00R35', '24.00R35', '27.00R49'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'HB-3',
    code: 'E-3', type: 'Bias', family: 'Rigid Haulage', duty: 'haul', apps: ['Rigid Haul Truck'], productClass: 'AMERICAN_BIAS',
    tag: 'Economical E-3 bias tire for older and smaller haul fleets',
    description:
      'HB-3 is a nylon bias haul tire for fleets that value a low purchase price and cut-tolerant sidewalls. ' +
      'It suits short, slow hauls on rough roads where a radial would not reach its full casing life. ' +
      'Built in our American bias plant.',
    features: ['biasCasing', 'rockBlocks', 'sidewallRib', 'beadBundle'],
    sizes: ['18.00-25', '18.00-33', '21.00-33', '21.00-35', '24.00-35', '27.00-49'],
    levels: [2, 3], images: 1,
  },
  {
    name: 'HB-4',
    code: 'E-4', type: 'Bias', family: 'Rigid Haulage', duty: 'haul', apps: ['Rigid Haul Truck', 'Scraper'],
    tag: 'Deep E-4 bias tread for rough, short-haul work',
    description:
      'HB-4 adds an E-4 deep rock tread to a heavy bias casing for haul trucks and scrapers on unprepared ground. ' +
      'The extra tread depth carries it through abrasive pit floors at a modest price per tire.',
    features: ['biasCasing', 'e4Depth', 'cutCompound', 'stoneEjectors'],
    sizes: ['18.00-25', '21.00-35', '24.00-35', '26.5-25', '29.5-25'],
    levels: [2, 3], images: 1,
  },
  {
    name: 'HT-2W',
    code: 'E-2', type: 'Radial', family: 'Rigid Haulage', duty: 'haul', apps: ['Rigid Haul Truck'],
    tag: 'E-2 traction radial for wet ramps and soft haul roads',
    description:
      'HT-2W uses open, directional traction bars to keep rigid trucks moving on wet clay ramps and in the rainy season. ' +
      'The voids clear themselves on every revolution, so the tread keeps biting when the road turns to mud.',
    features: ['tractionBars', 'selfCleaning', 'radialCasing', 'shoulderGrooves', 'steelBelts'],
    sizes: ['18.00R25', '18.00R33', '21.00R35', '24.00R35', '27.00R49', '33.00R51'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'AX-3',
    code: 'E-3', type: 'Radial', family: 'Articulated & Scraper', duty: 'haul', apps: ['Articulated Dump Truck', 'Scraper'],
    tag: 'All-season E-3 radial for articulated trucks and scrapers',
    description:
      'AX-3 is the everyday articulated dump truck tire: a self-cleaning E-3 tread on a flexible radial casing. ' +
      'It grips in mud, rides smoothly on the return leg and wears evenly on mixed construction haul roads.',
    features: ['selfCleaning', 'radialCasing', 'rockBlocks', 'wideFootprint', 'lowRolling', 'retreadCasing'],
    sizes: ['23.5R25', '26.5R25', '29.5R25', '750/65R25', '29.5R29', '875/65R29'],
    levels: [1, 2], images: 2,
  },
  {
    name: 'AX-4R',
    code: 'E-4', type: 'Radial', family: 'Articulated & Scraper', duty: 'haul', apps: ['Articulated Dump Truck', 'Scraper'],
    tag: 'Deep E-4 rock radial for ADTs and scrapers in quarries',
    description:
      'AX-4R gives articulated trucks and scrapers an E-4 deep rock tread for quarry floors and shot rock. ' +
      'Interlocking blocks resist tearing under traction, and the deeper tread adds hours on abrasive ground.',
    features: ['e4Depth', 'rockBlocks', 'cutCompound', 'steelBelts', 'sidewallRib'],
    sizes: ['26.5R25', '29.5R25', '29.5R29', '33.25R29', '37.5R33'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'AF-7',
    code: 'E-7', type: 'Radial', family: 'Articulated & Scraper', duty: 'haul', apps: ['Articulated Dump Truck'],
    tag: 'E-7 flotation radial that keeps ADTs on top of soft ground',
    description:
      'AF-7 spreads an articulated truck\'s load over a wide, low-pressure footprint for peat, sand and forest soils. ' +
      'Less sinkage means less rolling resistance and fewer trucks stuck waiting for a tow.',
    features: ['flotationCasing', 'flotationTread', 'lowProfile', 'selfCleaning'],
    sizes: ['650/65R25', '750/65R25', '775/65R29', '875/65R29'],
    levels: [1, 2], images: 1,
  },
  {
    name: 'SB-3',
    code: 'E-3', type: 'Bias', family: 'Articulated & Scraper', duty: 'haul', apps: ['Scraper', 'Articulated Dump Truck'],
    productClass: 'AMERICAN_BIAS',
    tag: 'Rugged E-3 bias tire for push-loaded scrapers',
    description:
      'SB-3 is a heavy-ply bias tire for scrapers that take push-loading, side loads and rough cut-and-fill work. ' +
      'Thick sidewalls shrug off the impacts that end a lighter casing early. Built in our American bias plant.',
    features: ['biasCasing', 'rockBlocks', 'sidewallRib', 'beadBundle', 'selfCleaning'],
    sizes: ['23.5-25', '26.5-25', '29.5-25', '33.25-29', '37.5-33'],
    levels: [2, 3], images: 1,
  },
];
