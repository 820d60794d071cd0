import type { ArticleText } from './types';

export const tirePerformanceTracking: ArticleText = {
  summary: 'Tracking every tire by serial number turns tire cost from a surprise into a plan.',
  body: (brand) => [
    {
      p: 'On many sites tires are the second largest operating cost after fuel, yet the only record of a tire is often the invoice and the date it was scrapped. Tracking each tire through its life shows which tires, positions, roads and habits cost money, and which ones save it.',
    },
    { h2: 'What to track' },
    {
      ul: [
        'Serial number, size, line and rating of every tire, from delivery to scrap.',
        'The machine and position it runs on, and every rotation or move.',
        'Operating hours and, where available, distance travelled.',
        'Cold pressure readings and, with TPMS sensors, pressure and temperature through the shift.',
        'Tread depth at each inspection.',
        'Repairs, and the reason the tire was finally removed.',
      ],
    },
    { h2: 'What you gain' },
    {
      ul: [
        'Cost per hour by tire line, machine, position and route: the only fair way to compare tires.',
        'Early warning: falling pressures and rising temperatures show up as trends before they become failures.',
        'Removal forecasts, so replacement tires arrive before they are needed and stock is not tied up too early.',
        'Casings pulled in time for retreading instead of run to destruction.',
        'Evidence for warranty claims and for changes to roads, loading areas and operating practice.',
      ],
    },
    {
      p: 'The numbers also settle arguments. When two tire lines are compared on the same machines, positions and routes, the one with the lower cost per hour wins, even if it cost more to buy. Without records, that decision is made on price or on memory.',
    },
    { h2: 'Getting started' },
    {
      ol: [
        'Record every tire on site by serial number and position: a fleet survey is a good starting point.',
        'Set an inspection routine (pressure every shift, tread depth at regular service intervals).',
        'Record every removal with its cause, and review scrap tires with your dealer.',
        'Review cost per hour every month and act on the largest causes first.',
      ],
    },
    {
      p: `${brand} EMTrack does all of this in one system, with TPMS Heavy Duty readings, cost-per-hour reports and removal forecasts. You choose how much of your data ${brand} may see: full access, which lets our engineers advise you, or restricted access, where we see nothing except for support.`,
    },
  ],
};
