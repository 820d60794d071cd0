import type { ArticleText } from './types';

export const haulTruckPositioning: ArticleText = {
  summary: 'Where a truck stops at the loader decides how much spillage, scrubbing and cut damage its tires take.',
  body: (brand) => [
    {
      p: 'The loading area is the harshest place on site for haul truck tires. The floor is covered in broken rock, trucks turn and reverse at full lock, and every bucket that misses the bed drops sharp material right beside the tires. Good positioning at the loader or shovel cuts that damage at the source.',
    },
    { h2: 'Spot the truck where the loader needs it' },
    {
      ul: [
        'Agree a loading pattern (single-side or double-side) and mark spotting points, so the truck stops at the right distance from the bucket on the first attempt.',
        'Position the truck so the loader or shovel swings the shortest possible arc and dumps squarely over the bed: less spillage, faster cycles.',
        'Keep the truck straight when it stops. Tires turned at full lock while loaded carry uneven load and scrub as the truck pulls away.',
        'Avoid reversing long distances into the loading position; plan the approach so the truck backs in with one smooth move.',
      ],
    },
    { h2: 'Keep the floor clean' },
    {
      p: 'Every rock on the loading floor is a potential cut. The loader or a dedicated dozer should clean up spillage between trucks, and the floor should be kept level so the truck does not sit tilted onto one set of tires while it is loaded.',
    },
    {
      ul: [
        'Clean the floor during the cycle, not at the end of the shift.',
        'Keep the face area drained: water hides sharp rock and softens the floor.',
        'Loaders should not spin their tires against the pile; traction loss wears and cuts the tread in minutes.',
      ],
    },
    { h2: 'Load evenly' },
    {
      p: 'Place the load in the centre of the bed. An off-centre or front-heavy load overloads one side or one axle and makes those tires run hotter, which shortens their life and raises the site TKPH the tires must handle. Avoid overloading: the load on each tire should stay within the rating at the set pressure.',
    },
    { h2: 'Train and review' },
    {
      p: `Operators rarely see the tire damage their habits cause. Short, regular sessions with loader and truck operators, backed by scrap tire reviews, keep good positioning a habit. ${brand} trainers can run these sessions on your own machines and loading areas.`,
    },
  ],
};
