import type { ArticleText } from './types';

export const roadGrading: ArticleText = {
  summary: 'Haul roads decide tire life as much as the tires do. Grade, cross-fall and surface all count.',
  body: (brand) => [
    {
      p: 'Haul roads are where earthmover tires spend most of their lives, and the condition of those roads decides how long the tires last. Steep ramps load the drive tires and heat them up, rough surfaces cut and bruise them, and poor drainage hides rocks under water. A well-built, well-maintained road pays for itself in tire life, fuel and truck cycle times.',
    },
    { h2: 'Keep grades within limits' },
    {
      p: 'Road grade should never exceed 8%. On steeper ramps the loaded truck climbs in a lower gear at higher torque, the drive tires slip and scrub, and weight shifts onto the rear axle so those tires run hotter and closer to their TKPH limit. On the way down, heavy braking heats the front tires and the brakes alike.',
    },
    {
      ul: [
        'Keep ramps at a constant grade: a short steep pitch is harder on tires than a longer, even climb.',
        'Avoid sharp changes of grade at the top and bottom of ramps; they overload the front tires and shock the suspension.',
        'Keep switchbacks wide, with a flat or gently graded turn, so trucks do not scrub their tires while turning on a slope.',
      ],
    },
    { h2: 'Cross-fall, curves and drainage' },
    {
      ul: [
        'Crown straight sections with a gentle cross-fall of about 2 to 3 % so water runs off without tilting the truck onto one side.',
        'Bank (superelevate) curves to suit the speed of the trucks; an unbanked curve pushes the load onto the outside tires and wears their shoulders.',
        'Keep ditches open. Standing water softens the road base and hides sharp rock, and wet rubber cuts more easily.',
      ],
    },
    { h2: 'Grade and clean the surface' },
    {
      p: 'Spillage is the main source of cuts on a haul road. A rock that falls from a full truck bed sits on the road until a tire finds it. Motor graders and a loader or dozer assigned to road maintenance are among the cheapest tire-protection tools a site has.',
    },
    {
      ul: [
        'Grade roads on a schedule, not only when operators complain; ruts and potholes grow quickly under heavy trucks.',
        'Clear spillage from loading areas, ramps and dump points every shift.',
        'Do not let trucks ride against windrows or berms: sidewall cuts cannot be prevented by any tread.',
        'Water roads to control dust so operators can see the surface, but do not flood them.',
        'Keep road width at least three to four truck widths on two-way roads so trucks never need to pull onto the soft edge.',
      ],
    },
    { h2: 'Measure the result' },
    {
      p: `Track tire removals by cause and location. When cuts or heat separations cluster on one fleet or one haul route, the road is often the reason. A ${brand} site survey measures grades, cross-fall and surface condition on every route and ranks the fixes by what they will save.`,
    },
  ],
};
