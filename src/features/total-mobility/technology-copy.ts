// Copy of /total-mobility/trusted-products/technology (SPEC §2): four sections, each naming its
// technologies; the Proving Grounds figures are SPEC §9 constants.
import type { CopySection } from './static-copy';

export function technologySections(brand: string): CopySection[] {
  return [
    {
      id: 'stability-durability',
      title: 'Stability & Durability',
      lead: 'Casings and sidewalls built to keep their shape and survive the knocks of a working site.',
      blocks: [
        {
          title: 'Durawall',
          paragraphs: [
            'Durawall adds a cut-resistant sidewall compound and a raised protector rib where windrows, berms and bucket spillage strike. The rib takes the hit and the casing cords behind it stay intact, so fewer tires are lost to sidewall cuts, the one damage no tread depth can prevent.',
          ],
        },
        {
          title: 'Hi-Stability',
          paragraphs: [
            'Hi-Stability pairs an all-steel radial ply with a heavy bead bundle on a wide bead seat. The casing deflects less under load and braking: the footprint stays flat, the machine bounces and rocks less in load-and-carry work, and the bead stays seated under high drive torque.',
          ],
        },
        {
          title: 'Smooth Guard',
          paragraphs: [
            'Smooth Guard replaces lugs with a solid, smooth tread face. With no grooves for rock to enter there is nothing to tear, so the tread wears slowly and evenly instead of chunking. It is made for underground loaders, waste handling and hard, sharp floors.',
          ],
        },
      ],
    },
    {
      id: 'enhanced-productivity',
      title: 'Enhanced Productivity',
      lead: 'More hours and more tonnes from every tire.',
      blocks: [
        {
          title: 'Maxwork',
          paragraphs: [
            `Maxwork is the ${brand} family of tread compounds. Each one balances heat build-up against cut resistance for a particular duty, and each tire line uses the one that duty calls for.`,
          ],
          list: [
            'Heat-resistant Maxwork for long, fast and hot haul cycles: more TKPH capacity before the tread is at risk.',
            'Cut-resistant Maxwork for shot rock and loading faces: longer casing life where sharp rock ends tires early.',
            'A low rolling-resistance undertread on selected haul and loader lines: less fuel burned per tonne moved.',
          ],
        },
      ],
    },
    {
      id: 'never-flat-confidence',
      title: 'Never-Flat Confidence',
      lead: 'Keep working when the ground is full of things that puncture.',
      blocks: [
        {
          title: 'Permafoam',
          paragraphs: [
            'Permafoam replaces the air in the tire with a resilient polyurethane fill. A nail, a rebar offcut or a stump can pierce the tread without taking the machine out of service, and there is no pressure to check or lose.',
            'It suits slow, puncture-prone work: waste transfer stations, scrap yards, demolition and telehandlers on building sites. Filled tires are heavier and not meant for fast or long-haul duty. Permafoam tires carry an 18-month warranty.',
          ],
        },
      ],
    },
    {
      id: 'innovating-for-the-future',
      title: 'Innovating for the Future',
      lead: 'Tires for the machines sites are buying next, proven before they reach you.',
      blocks: [
        {
          title: 'Electric Drive Ready',
          paragraphs: [
            'Battery-electric and trolley-assist machines deliver full torque from standstill and brake regeneratively on every descent. Electric Drive Ready lines add reinforced bead zones and tread blocks that resist tearing under that instant torque.',
          ],
        },
        {
          title: 'Proving Grounds testing',
          paragraphs: [
            `Every ${brand} line is tested at the ${brand} Proving Grounds before it goes to customer fleets: over 7,200 acres with over 50 test surfaces, from shot rock and wet clay to long, hot haul ramps.`,
          ],
          list: [
            'Heat build-up and TKPH validation on measured haul cycles.',
            'Cut, chip and impact testing on prepared rock surfaces.',
            'Traction, braking and stability trials on slopes and in the wet.',
          ],
        },
      ],
    },
  ];
}
