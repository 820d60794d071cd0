import type { ArticleText } from './types';

export const correctTireInflation: ArticleText = {
  summary: 'Pressure is the cheapest tire life you can buy: set it cold, check it daily and keep it consistent.',
  body: (brand) => [
    {
      p: 'An OTR tire carries its load on the air inside it, not on the rubber. Run it below its pressure and the sidewalls flex more on every revolution, heat builds in the casing and the tread wears unevenly at the shoulders. Run it above its pressure and the footprint shrinks, the tread is easier to cut and the ride punishes the machine and the operator. Correct inflation is the single cheapest way to get the hours your tires were built for.',
    },
    { h2: 'Always set pressure cold' },
    {
      p: 'Recommended pressures are cold pressures: measured before the first shift, or after the machine has stood for several hours out of the sun. A tire that has just come off a haul cycle can read 15 to 20 % higher because the air inside it is hot.',
    },
    {
      ul: [
        'Never bleed air from a hot tire to bring it down to the cold value: once it cools it will be under-inflated.',
        'If a hot tire reads lower than the cold recommendation, it is seriously under-inflated. Take the machine out of service and find out why.',
        "Use the machine maker's recommendation for the tire size, ply or star rating and position (see OE Pressure Recommendations), and adjust for the actual load carried.",
      ],
    },
    { h2: 'Check often, check properly' },
    {
      ul: [
        'Check every tire at the start of every shift with a calibrated gauge; test gauges against a master gauge every month.',
        'Fit a valve cap to every valve: it is the seal that keeps dirt and moisture out of the valve core.',
        'Look for the causes when a tire keeps losing pressure: damaged O-rings, bead seat corrosion, a leaking valve or a puncture.',
        'Record readings by tire serial number and position, so slow leaks show up as a trend rather than a failure.',
        'Where TPMS sensors are fitted, act on low-pressure and high-temperature alerts the same shift.',
      ],
    },
    { h2: 'Why many sites inflate with nitrogen' },
    {
      p: 'Dry nitrogen is widely used to inflate earthmover tires. It contains no moisture to corrode the rim and the inside of the casing, it migrates through the inner liner more slowly than air, so pressure stays more stable between checks, and it does not support combustion, which lowers the risk of a tire explosion when a tire overheats or a machine is near a fire or a lightning strike.',
    },
    {
      p: 'Nitrogen does not replace pressure checks. A nitrogen-filled tire is checked with the same gauge, at the same cold pressure, on the same schedule.',
    },
    { h2: 'Safety first' },
    {
      ul: [
        'Inflate tires mounted on multi-piece rims only in an inflation cage, with a clip-on chuck and a remote valve, standing out of the trajectory of the rim components.',
        'Never weld or heat a rim with the tire on it.',
        'Deflate a tire completely (remove the valve core) before any work on the rim assembly.',
      ],
    },
    {
      p: `Your ${brand} dealer can review pressures across your fleet during a site survey and set up an inflation routine that fits your shift pattern.`,
    },
  ],
};
