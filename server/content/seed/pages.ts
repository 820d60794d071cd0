// The copy of the static pages (SPEC §2): technology, tire construction and the Info Center's About Us. SPEC
// fixes the section titles it quotes (the pages keep those in code and use these for any other section); the
// lead and Markdown body of each section, and the page's lead, are the editors'.
import type { SeedContentPage } from './types';

export function contentPages(brand: string): SeedContentPage[] {
  return [
    {
      collection: 'content-pages',
      slug: 'technology',
      lead: `The ideas inside every ${brand} OTR tire: stability and durability, productivity, never-flat confidence and the tires of the future.`,
      sections: [
        {
          anchor: 'stability-durability',
          title: `Stability & Durability`,
          lead: `Casings and sidewalls built to keep their shape and survive the knocks of a working site.`,
          body: `### Durawall

Durawall adds a cut-resistant sidewall compound and a raised protector rib where windrows, berms and bucket spillage strike. The rib takes the hit and the casing cords behind it stay intact, so fewer tires are lost to sidewall cuts, the one damage no tread depth can prevent.

### Hi-Stability

Hi-Stability pairs an all-steel radial ply with a heavy bead bundle on a wide bead seat. The casing deflects less under load and braking: the footprint stays flat, the machine bounces and rocks less in load-and-carry work, and the bead stays seated under high drive torque.

### Smooth Guard

Smooth Guard replaces lugs with a solid, smooth tread face. With no grooves for rock to enter there is nothing to tear, so the tread wears slowly and evenly instead of chunking. It is made for underground loaders, waste handling and hard, sharp floors.`,
        },
        {
          anchor: 'enhanced-productivity',
          title: `Enhanced Productivity`,
          lead: `More hours and more tonnes from every tire.`,
          body: `### Maxwork

Maxwork is the ${brand} family of tread compounds. Each one balances heat build-up against cut resistance for a particular duty, and each tire line uses the one that duty calls for.

- Heat-resistant Maxwork for long, fast and hot haul cycles: more TKPH capacity before the tread is at risk.
- Cut-resistant Maxwork for shot rock and loading faces: longer casing life where sharp rock ends tires early.
- A low rolling-resistance undertread on selected haul and loader lines: less fuel burned per tonne moved.`,
        },
        {
          anchor: 'never-flat-confidence',
          title: `Never-Flat Confidence`,
          lead: `Keep working when the ground is full of things that puncture.`,
          body: `### Permafoam

Permafoam replaces the air in the tire with a resilient polyurethane fill. A nail, a rebar offcut or a stump can pierce the tread without taking the machine out of service, and there is no pressure to check or lose.

It suits slow, puncture-prone work: waste transfer stations, scrap yards, demolition and telehandlers on building sites. Filled tires are heavier and not meant for fast or long-haul duty. Permafoam tires carry an 18-month warranty.`,
        },
        {
          anchor: 'innovating-for-the-future',
          title: `Innovating for the Future`,
          lead: `Tires for the machines sites are buying next, proven before they reach you.`,
          body: `### Electric Drive Ready

Battery-electric and trolley-assist machines deliver full torque from standstill and brake regeneratively on every descent. Electric Drive Ready lines add reinforced bead zones and tread blocks that resist tearing under that instant torque.

### Proving Grounds testing

Every ${brand} line is tested at the ${brand} Proving Grounds before it goes to customer fleets: over 7,200 acres with over 50 test surfaces, from shot rock and wet clay to long, hot haul ramps.

- Heat build-up and TKPH validation on measured haul cycles.
- Cut, chip and impact testing on prepared rock surfaces.
- Traction, braking and stability trials on slopes and in the wet.`,
        },
      ],
    },
    {
      collection: 'content-pages',
      slug: 'tire-construction',
      lead: 'Tire compounds, tread patterns and star ratings explained.',
      sections: [
        {
          anchor: 'tire-compounds',
          title: `Tire Compounds`,
          lead: `Every tread compound is a trade-off between resisting cuts, staying cool and wearing slowly.`,
          body: `The rubber in an OTR tread has three jobs that pull against each other. A compound that shrugs off sharp rock is usually one that builds more heat when it flexes; a compound that runs cool gives up some cut and chip resistance; and the hardest-wearing rubber is not always the toughest against impacts. No single recipe wins on every site, so the compound is chosen for what actually ends tire life where the tire works.

### Cut-resistant compounds

Loaders at a shot-rock face, dozers and haul trucks in sharp loading areas lose tires to cuts and chunking long before the tread wears out. Cut-resistant compounds use more reinforcing filler and tougher polymers so that a sharp edge does not start a tear.

- Best for slow, short cycles on abrasive, broken rock.
- Run warmer: check the site TKPH before fitting them to fast haul trucks.

### Heat-resistant compounds

On long, fast or hot haul cycles the limit is heat. Rubber that generates less heat as it flexes lets the tire carry more tonne-kilometres per hour (TKPH) before the tread separates from the casing. Heat-resistant compounds trade some cut resistance for that extra capacity.

- Best for haul trucks with long ramps, high average speeds or high ambient temperatures.
- Site TKPH = mean tire load (t) x average shift speed (km/h); the tire is fit when its rated TKPH is at least the site value.

### Wear-resistant compounds

Where the ground is abrasive but not sharp, for example graders on gravel roads or loaders on sand and aggregate stockpiles, slow and even wear decides the hours a tire gives. Wear-resistant ${brand} compounds keep the tread profile longer and keep the casing fit for retreading.`,
        },
        {
          anchor: 'tread-patterns',
          title: `Tread Patterns`,
          lead: `The TRA code on the sidewall tells you what the tire is for and how much tread it carries.`,
          body: `OTR tread patterns are classified by the Tire and Rim Association (TRA). The letter names the machine the tire is meant for; the digit names the tread type and its depth.

- C: compactors. G: graders. E: earthmovers (scrapers, rigid and articulated haul trucks). L: loaders and dozers. IND: industrial and port machines.
- 1: ribbed. 2: traction. 3: rock. All three have normal tread depth.
- 4: rock deep, 150 % of the normal depth.
- 5: rock extra deep, 250 % of the normal depth.
- 7: flotation, for soft ground.
- A suffix describes the pattern: T traction, R rock, S smooth (for example L-5S).

### Choosing a depth class

More tread means more rubber to wear and more protection against cuts, which is why loaders at a rock face run L-4 and L-5 tires and large haul trucks run E-4. But deeper tread also runs hotter: on a fast, long haul cycle an E-3 or a heat-resistant E-4 can outlast an extra-deep tread that overheats. Match the depth class to the ground and the duty together.

### Smooth treads

Smooth (S) treads have no grooves for rock to enter and nothing to tear, so they suit underground loaders and machines on hard, sharp floors where traction is not the limit.`,
        },
        {
          anchor: 'star-ratings',
          title: `Star Ratings`,
          lead: `Star ratings and ply ratings both tell you how much load a tire may carry, at a given pressure.`,
          body: `### Ply ratings (bias tires)

Bias tires are rated in ply rating (PR), for example 28 PR. The number once counted the cotton plies in the casing; today it is an index of strength and load capacity, not a count of layers. A higher ply rating allows a higher inflation pressure and so a higher load.

### Star ratings (radial tires)

Radial OTR tires carry one to three stars instead. A radial casing has a single layer of steel cords, so plies cannot be counted; the stars mark load capacity classes of the same size. A two-star tire carries more than a one-star tire of the same size at its higher rated pressure.

- Load tables give, for each speed, rows of pressure (psi/kPa) and load (lb/kg) with the star or ply rating that applies.
- Tires for 10 km/h duty (A2) may be inflated up to 1,000 kPa cold; others up to 800 kPa (ISO 4250-2).
- Never inflate beyond the pressure of the tire's rating to carry more load: choose a higher rating or a larger size instead.

Each ${brand} tire's details page lists its ply or star rating and its load and inflation tables, and the engineering databook covers the whole range.`,
        },
      ],
    },
    {
      collection: 'content-pages',
      slug: 'infocenter',
      lead: 'Practical advice for getting more hours from every OTR tire.',
      sections: [
        {
          anchor: 'about',
          title: 'About Us',
          body: `${brand} designs and supports off-the-road tires for mining, construction, quarry, port and industrial operations, from 24-inch grader tires to 63-inch ultra-class haul radials. Our field engineers and certified dealers work on customer sites every day, and the tips below collect what they see make the biggest difference to tire life and cost.`,
        },
      ],
    },
  ];
}
