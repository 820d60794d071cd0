// Feature -> benefit pairs. Patterns list keys, so a feature always travels with the benefit it explains
// (the site pairs them by sequence index).

export const FEATURES = {
  cutCompound: [
    'Cut- and chip-resistant tread compound',
    'Longer casing life and fewer premature removals on sharp shot rock',
  ],
  heatCompound: [
    'Low heat-generation tread compound',
    'Higher TKPH capacity, so trucks can hold longer, faster cycles without overheating',
  ],
  steelBelts: [
    'Four wide steel breaker belts',
    'Better penetration protection and a crown that stays flat for even wear',
  ],
  e4Depth: [
    'E-4 deep tread, 150 % of TRA base depth',
    'More rubber to wear means more hours between tire changes',
  ],
  l4Depth: [
    'L-4 deep tread, 150 % of TRA base depth',
    'Extra wear life for loaders working abrasive faces and stockpiles',
  ],
  l5Depth: [
    'L-5 extra-deep tread, 250 % of TRA base depth',
    'Maximum wear life in high-cut, high-abrasion loading areas',
  ],
  solidCenter: [
    'Continuous centre rib',
    'Stable footprint and even wear on well-maintained haul roads',
  ],
  shoulderGrooves: [
    'Open shoulder grooves angled to the direction of travel',
    'Sheds heat from the shoulder and keeps traction on wet ramps',
  ],
  sidewallRib: [
    'Reinforced sidewall with protector rib',
    'Fewer sidewall cuts from windrows, berms and bucket spillage',
  ],
  stoneEjectors: [
    'Stone ejector bars in the groove base',
    'Less stone drilling, which protects the belts from punctures',
  ],
  beadBundle: [
    'Heavy bead bundle on a wide bead seat',
    'Secure rim seating and less bead chafing under high drive torque',
  ],
  lowProfile: [
    'Low-profile /65 casing',
    'Lower centre of gravity and less bounce in load-and-carry work',
  ],
  wideFootprint: [
    'Wide, flat footprint',
    'Lower ground pressure and a stable machine when the bucket is full',
  ],
  smoothFace: [
    'Smooth, solid tread face',
    'Maximum rubber on the ground for cut resistance where traction is not the limit',
  ],
  tractionBars: [
    'Directional traction bars with open voids',
    'Strong drawbar pull in soft or wet ground with little wheel slip',
  ],
  selfCleaning: [
    'Self-cleaning lug voids',
    'Sheds mud and clay so the tread keeps biting cycle after cycle',
  ],
  rockBlocks: [
    'Large interlocking rock blocks',
    'Blocks brace each other, resisting tearing under high torque on rock',
  ],
  radialCasing: [
    'All-steel radial casing',
    'Cooler running and lower rolling resistance than a bias tire of the same size',
  ],
  biasCasing: [
    'High ply-count nylon bias casing',
    'Tough, cut-tolerant sidewalls at a low purchase price',
  ],
  retreadCasing: [
    'Retread-ready casing',
    'A second tread life lowers cost per hour',
  ],
  tpmsReady: [
    'Inner liner ready for TPMS Heavy Duty sensors',
    'Pressure and temperature can be monitored without changing the wheel',
  ],
  lowRolling: [
    'Low rolling-resistance undertread',
    'Less fuel burned per tonne moved',
  ],
  flotationCasing: [
    'High-volume flotation casing',
    'Carries the load at low pressure, so the machine stays on top of soft ground',
  ],
  flotationTread: [
    'Wide, shallow flotation tread',
    'Spreads the load and leaves less rutting on haul roads and forest floors',
  ],
  permafoamFill: [
    'Permafoam polyurethane fill in place of air',
    'Cannot go flat: no downtime from punctures and no pressure to check',
  ],
  debrisCompound: [
    'Puncture-resistant undertread for debris',
    'Fewer flats from rebar, scrap and stumps on waste and forestry sites',
  ],
  chevronRib: [
    'Chevron centre with continuous rib',
    'Precise steering response and straight tracking on the finish grade',
  ],
  graderShoulders: [
    'Stepped traction shoulders',
    'Pushes a full blade load without spinning on loose material',
  ],
  compactorRib: [
    'Smooth ribbed crown with rounded edges',
    'Even compaction that does not scuff or mark the lift',
  ],
  compactorCasing: [
    'Flexible casing for wide pressure range',
    'Ground contact pressure can be tuned to the material being rolled',
  ],
  portCasing: [
    'High-load IND casing',
    'Carries full container weight through frequent stops and tight turns',
  ],
  nonDirectional: [
    'Non-directional block pattern',
    'Even wear under constant reversing and pivot turns',
  ],
  scrubCompound: [
    'Scrub-resistant compound',
    'Slower wear on concrete and paved yards',
  ],
  highwayTread: [
    'Road-optimised E-2 tread',
    'Quiet, stable running between job sites at road speed',
  ],
  craneCasing: [
    'Speed-rated radial crane casing',
    'Shorter transit time and steady handling with heavy boom loads',
  ],
  lowSidewall: [
    'Short, stiff sidewall',
    'Clears tight underground drifts and resists rib-side cuts',
  ],
  undergroundCompound: [
    'Heat- and cut-resistant underground compound',
    'Survives wet, sharp floors and long tramming distances',
  ],
  centreBlocks: [
    'Solid centre blocks',
    'Strong resistance to tearing when the loader turns into the muckpile',
  ],
  heatSink: [
    'Cooling grooves in the shoulder',
    'Runs cooler on long uphill hauls and hot-weather shifts',
  ],
  multiSurface: [
    'Multi-surface lug pattern',
    'Grip on site, paved yards and ramps alike',
  ],
  starRated: [
    'Load capacity marked in stars (1* to 3*)',
    'Simple match to the machine maker\'s load and pressure charts',
  ],
} satisfies Record<string, readonly [feature: string, benefit: string]>;

export type FeatureKey = keyof typeof FEATURES;
