import type { ArticleText } from './types';

export const fleetSurveysSiteAudits: ArticleText = {
  summary: 'A structured look at your fleet, roads and tire bay shows where tire money is really going.',
  body: (brand) => [
    {
      p: 'Most tire problems are site problems: roads, loading areas, pressures and habits. A fleet survey and site audit looks at all of them together, measures what can be measured and gives you a short list of fixes ranked by the hours and money they will save.',
    },
    { h2: 'What a fleet survey covers' },
    {
      ul: [
        'Every tire on every machine: size, line, TRA code, ply or star rating, serial number and position.',
        'Cold inflation pressure against the recommendation, valve caps and valve condition.',
        'Tread depth and wear pattern, with shoulder wear, cuts and irregular wear noted.',
        'Dual matching on rear axles: mated tires should be close in overall diameter and tread depth.',
        'Rim condition: flanges, bead seats, lock rings and O-rings.',
      ],
    },
    { h2: 'What a site audit covers' },
    {
      ul: [
        'Haul road grade, cross-fall, curves, width, drainage and surface. Grades above the recommended limit are marked for rework.',
        'Loading and dumping areas: floor condition, spillage, truck positioning and cleanup routines.',
        'Haul cycles: loaded and empty loads, distance, trips and speed, giving the site TKPH of each route.',
        'The tire bay: storage, inflation equipment, gauges, safety cages and records.',
        'Scrap tires: the real cause of each removal and the hours it reached.',
      ],
    },
    { h2: 'The report' },
    {
      p: 'The findings come back as a written report with photographs and measurements. Fixes are listed in order of value: a lost valve cap or a badly drained ramp costs little to correct and can save tires immediately, while a tire line change or a road realignment is planned with the site team.',
    },
    {
      ol: [
        'Findings by machine, by route and by area.',
        'Priority actions, each with its expected effect on tire life or cost per hour.',
        'Recommended tire lines and ratings where the current fitment does not match the duty.',
        'A follow-up visit to measure the result.',
      ],
    },
    { h2: 'How often' },
    {
      p: `Plan a full survey when a site opens or changes its mine plan, and at least once a year after that. Between surveys, tire tracking data shows whether the fixes are holding. To book a survey, request a consultation and a ${brand} engineer will contact you.`,
    },
  ],
};
