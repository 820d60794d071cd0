import type { ArticleText } from './types';

export const selectTheRightTire: ArticleText = {
  summary: 'Match the tire to the machine, the ground and the duty, and check the heat load with TKPH.',
  body: (brand) => [
    {
      p: 'The right tire is the one that delivers the lowest cost per hour on your site, which is not always the cheapest or the toughest one. Selection starts with the machine, then the ground, then the duty the tire must carry.',
    },
    { h2: '1. Start with the machine' },
    {
      p: "The machine maker's approved sizes and rims come first. The TRA code on the sidewall shows what the tire is built for: E for earthmovers such as haul trucks and scrapers, L for loaders and dozers, G for graders, C for compactors, IND for industrial and port machines.",
    },
    { h2: '2. Match the tread to the ground' },
    {
      ul: [
        'Traction (2) treads for soft or loose ground where grip is the limit.',
        'Rock (3) treads for mixed ground and general haulage.',
        'Rock deep (4) treads, with 150 % of the normal tread depth, for abrasive, rocky sites.',
        'Rock extra deep (5) treads, with 250 % of the normal depth, for loaders at sharp shot-rock faces.',
        'Smooth (S) treads for underground and hard, sharp floors, where cut resistance matters more than traction.',
      ],
    },
    { h2: '3. Check the heat load: TKPH' },
    {
      p: 'A haul tire makes heat every time it flexes under load. TKPH (tonne-kilometres per hour) measures that duty; every haul tire has a rated TKPH, and it must be at least the site TKPH of the route it will run on.',
    },
    {
      ul: [
        'Mean tire load (t) = (loaded load + empty load) / 2.',
        'Average shift speed (km/h) = round-trip length (km) x trips / shift hours, breaks included.',
        'Site TKPH = mean tire load x average shift speed.',
        'Ratings assume an ambient temperature of 38 °C or less; add about 2 % to the site TKPH for each degree above 38 °C.',
        'TMPH is the same measure in short tons and miles per hour: 1 TMPH = 1.46 TKPH.',
      ],
    },
    {
      p: 'If the site TKPH is close to or above the rating, choose a heat-resistant compound, a shallower tread or a larger size, or change the cycle. Never solve a heat problem with extra pressure.',
    },
    { h2: '4. Choose the rating' },
    {
      p: 'Bias tires are rated in ply rating, radial tires in stars. Check the load and inflation tables: the tire must carry the heaviest axle load at a pressure within its rating, at the speed it will run.',
    },
    { h2: '5. Compare on cost per hour' },
    {
      p: `Divide the full cost of each tire (purchase, repairs and changes) by the hours it ran. Use the ${brand} Tire Finder to compare up to three tires side by side, and ask for a consultation if you would like an engineer to check your haul cycles.`,
    },
  ],
};
