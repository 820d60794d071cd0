// Copy of /total-mobility/trusted-products/tire-construction (SPEC §2): tire compounds, tread patterns
// (TRA codes and tread depth classes from the shared OTR reference) and star versus ply ratings.
import type { CopySection } from './static-copy';

export function tireConstructionSections(brand: string): CopySection[] {
  return [
    {
      id: 'tire-compounds',
      title: 'Tire Compounds',
      lead: 'Every tread compound is a trade-off between resisting cuts, staying cool and wearing slowly.',
      blocks: [
        {
          paragraphs: [
            'The rubber in an OTR tread has three jobs that pull against each other. A compound that shrugs off sharp rock is usually one that builds more heat when it flexes; a compound that runs cool gives up some cut and chip resistance; and the hardest-wearing rubber is not always the toughest against impacts. No single recipe wins on every site, so the compound is chosen for what actually ends tire life where the tire works.',
          ],
        },
        {
          title: 'Cut-resistant compounds',
          paragraphs: [
            'Loaders at a shot-rock face, dozers and haul trucks in sharp loading areas lose tires to cuts and chunking long before the tread wears out. Cut-resistant compounds use more reinforcing filler and tougher polymers so that a sharp edge does not start a tear.',
          ],
          list: [
            'Best for slow, short cycles on abrasive, broken rock.',
            'Run warmer: check the site TKPH before fitting them to fast haul trucks.',
          ],
        },
        {
          title: 'Heat-resistant compounds',
          paragraphs: [
            'On long, fast or hot haul cycles the limit is heat. Rubber that generates less heat as it flexes lets the tire carry more tonne-kilometres per hour (TKPH) before the tread separates from the casing. Heat-resistant compounds trade some cut resistance for that extra capacity.',
          ],
          list: [
            'Best for haul trucks with long ramps, high average speeds or high ambient temperatures.',
            'Site TKPH = mean tire load (t) x average shift speed (km/h); the tire is fit when its rated TKPH is at least the site value.',
          ],
        },
        {
          title: 'Wear-resistant compounds',
          paragraphs: [
            `Where the ground is abrasive but not sharp, for example graders on gravel roads or loaders on sand and aggregate stockpiles, slow and even wear decides the hours a tire gives. Wear-resistant ${brand} compounds keep the tread profile longer and keep the casing fit for retreading.`,
          ],
        },
      ],
    },
    {
      id: 'tread-patterns',
      title: 'Tread Patterns',
      lead: 'The TRA code on the sidewall tells you what the tire is for and how much tread it carries.',
      blocks: [
        {
          paragraphs: [
            'OTR tread patterns are classified by the Tire and Rim Association (TRA). The letter names the machine the tire is meant for; the digit names the tread type and its depth.',
          ],
          list: [
            'C: compactors. G: graders. E: earthmovers (scrapers, rigid and articulated haul trucks). L: loaders and dozers. IND: industrial and port machines.',
            '1: ribbed. 2: traction. 3: rock. All three have normal tread depth.',
            '4: rock deep, 150 % of the normal depth.',
            '5: rock extra deep, 250 % of the normal depth.',
            '7: flotation, for soft ground.',
            'A suffix describes the pattern: T traction, R rock, S smooth (for example L-5S).',
          ],
        },
        {
          title: 'Choosing a depth class',
          paragraphs: [
            'More tread means more rubber to wear and more protection against cuts, which is why loaders at a rock face run L-4 and L-5 tires and large haul trucks run E-4. But deeper tread also runs hotter: on a fast, long haul cycle an E-3 or a heat-resistant E-4 can outlast an extra-deep tread that overheats. Match the depth class to the ground and the duty together.',
          ],
        },
        {
          title: 'Smooth treads',
          paragraphs: [
            'Smooth (S) treads have no grooves for rock to enter and nothing to tear, so they suit underground loaders and machines on hard, sharp floors where traction is not the limit.',
          ],
        },
      ],
    },
    {
      id: 'star-ratings',
      title: 'Star Ratings',
      lead: 'Star ratings and ply ratings both tell you how much load a tire may carry, at a given pressure.',
      blocks: [
        {
          title: 'Ply ratings (bias tires)',
          paragraphs: [
            'Bias tires are rated in ply rating (PR), for example 28 PR. The number once counted the cotton plies in the casing; today it is an index of strength and load capacity, not a count of layers. A higher ply rating allows a higher inflation pressure and so a higher load.',
          ],
        },
        {
          title: 'Star ratings (radial tires)',
          paragraphs: [
            'Radial OTR tires carry one to three stars instead. A radial casing has a single layer of steel cords, so plies cannot be counted; the stars mark load capacity classes of the same size. A two-star tire carries more than a one-star tire of the same size at its higher rated pressure.',
          ],
          list: [
            'Load tables give, for each speed, rows of pressure (psi/kPa) and load (lb/kg) with the star or ply rating that applies.',
            'Tires for 10 km/h duty (A2) may be inflated up to 1,000 kPa cold; others up to 800 kPa (ISO 4250-2).',
            'Never inflate beyond the pressure of the tire\'s rating to carry more load: choose a higher rating or a larger size instead.',
          ],
          after: [
            `Each ${brand} tire's details page lists its ply or star rating and its load and inflation tables, and the engineering databook covers the whole range.`,
          ],
        },
      ],
    },
  ];
}
