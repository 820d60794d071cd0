// The Info Center's OTR tips (SPEC §2) as the content service's articles: Markdown bodies whose headings start
// at ## (the page's h1 is the title). An archive date lists an article in the archives. Editors change them in
// the CMS; this is the sample content the built-in service and `npm run cms:seed` start from.
import type { SeedArticle } from '../types';

export function articles(brand: string): SeedArticle[] {
  return [
    {
      collection: 'articles',
      title: `The Benefits of Tire Performance Tracking`,
      slug: 'benefits-of-tire-performance-tracking',
      summary: `Tracking every tire by serial number turns tire cost from a surprise into a plan.`,
      sequence: 1,
      body: `On many sites tires are the second largest operating cost after fuel, yet the only record of a tire is often the invoice and the date it was scrapped. Tracking each tire through its life shows which tires, positions, roads and habits cost money, and which ones save it.

## What to track

- Serial number, size, line and rating of every tire, from delivery to scrap.
- The machine and position it runs on, and every rotation or move.
- Operating hours and, where available, distance travelled.
- Cold pressure readings and, with TPMS sensors, pressure and temperature through the shift.
- Tread depth at each inspection.
- Repairs, and the reason the tire was finally removed.

## What you gain

- Cost per hour by tire line, machine, position and route: the only fair way to compare tires.
- Early warning: falling pressures and rising temperatures show up as trends before they become failures.
- Removal forecasts, so replacement tires arrive before they are needed and stock is not tied up too early.
- Casings pulled in time for retreading instead of run to destruction.
- Evidence for warranty claims and for changes to roads, loading areas and operating practice.

The numbers also settle arguments. When two tire lines are compared on the same machines, positions and routes, the one with the lower cost per hour wins, even if it cost more to buy. Without records, that decision is made on price or on memory.

## Getting started

1. Record every tire on site by serial number and position: a fleet survey is a good starting point.
2. Set an inspection routine (pressure every shift, tread depth at regular service intervals).
3. Record every removal with its cause, and review scrap tires with your dealer.
4. Review cost per hour every month and act on the largest causes first.

${brand} EMTrack does all of this in one system, with TPMS Heavy Duty readings, cost-per-hour reports and removal forecasts. You choose how much of your data ${brand} may see: full access, which lets our engineers advise you, or restricted access, where we see nothing except for support.`,
    },
    {
      collection: 'articles',
      title: `Site Management: The Impact of Road Grading`,
      slug: 'site-mgt-impact-road-grading',
      summary: `Haul roads decide tire life as much as the tires do. Grade, cross-fall and surface all count.`,
      sequence: 2,
      body: `Haul roads are where earthmover tires spend most of their lives, and the condition of those roads decides how long the tires last. Steep ramps load the drive tires and heat them up, rough surfaces cut and bruise them, and poor drainage hides rocks under water. A well-built, well-maintained road pays for itself in tire life, fuel and truck cycle times.

## Keep grades within limits

Road grade should never exceed 8%. On steeper ramps the loaded truck climbs in a lower gear at higher torque, the drive tires slip and scrub, and weight shifts onto the rear axle so those tires run hotter and closer to their TKPH limit. On the way down, heavy braking heats the front tires and the brakes alike.

- Keep ramps at a constant grade: a short steep pitch is harder on tires than a longer, even climb.
- Avoid sharp changes of grade at the top and bottom of ramps; they overload the front tires and shock the suspension.
- Keep switchbacks wide, with a flat or gently graded turn, so trucks do not scrub their tires while turning on a slope.

## Cross-fall, curves and drainage

- Crown straight sections with a gentle cross-fall of about 2 to 3 % so water runs off without tilting the truck onto one side.
- Bank (superelevate) curves to suit the speed of the trucks; an unbanked curve pushes the load onto the outside tires and wears their shoulders.
- Keep ditches open. Standing water softens the road base and hides sharp rock, and wet rubber cuts more easily.

## Grade and clean the surface

Spillage is the main source of cuts on a haul road. A rock that falls from a full truck bed sits on the road until a tire finds it. Motor graders and a loader or dozer assigned to road maintenance are among the cheapest tire-protection tools a site has.

- Grade roads on a schedule, not only when operators complain; ruts and potholes grow quickly under heavy trucks.
- Clear spillage from loading areas, ramps and dump points every shift.
- Do not let trucks ride against windrows or berms: sidewall cuts cannot be prevented by any tread.
- Water roads to control dust so operators can see the surface, but do not flood them.
- Keep road width at least three to four truck widths on two-way roads so trucks never need to pull onto the soft edge.

## Measure the result

Track tire removals by cause and location. When cuts or heat separations cluster on one fleet or one haul route, the road is often the reason. A ${brand} site survey measures grades, cross-fall and surface condition on every route and ranks the fixes by what they will save.`,
    },
    {
      collection: 'articles',
      title: `Haul Truck Positioning`,
      slug: 'haul-truck-positioning',
      summary: `Where a truck stops at the loader decides how much spillage, scrubbing and cut damage its tires take.`,
      sequence: 3,
      body: `The loading area is the harshest place on site for haul truck tires. The floor is covered in broken rock, trucks turn and reverse at full lock, and every bucket that misses the bed drops sharp material right beside the tires. Good positioning at the loader or shovel cuts that damage at the source.

## Spot the truck where the loader needs it

- Agree a loading pattern (single-side or double-side) and mark spotting points, so the truck stops at the right distance from the bucket on the first attempt.
- Position the truck so the loader or shovel swings the shortest possible arc and dumps squarely over the bed: less spillage, faster cycles.
- Keep the truck straight when it stops. Tires turned at full lock while loaded carry uneven load and scrub as the truck pulls away.
- Avoid reversing long distances into the loading position; plan the approach so the truck backs in with one smooth move.

## Keep the floor clean

Every rock on the loading floor is a potential cut. The loader or a dedicated dozer should clean up spillage between trucks, and the floor should be kept level so the truck does not sit tilted onto one set of tires while it is loaded.

- Clean the floor during the cycle, not at the end of the shift.
- Keep the face area drained: water hides sharp rock and softens the floor.
- Loaders should not spin their tires against the pile; traction loss wears and cuts the tread in minutes.

## Load evenly

Place the load in the centre of the bed. An off-centre or front-heavy load overloads one side or one axle and makes those tires run hotter, which shortens their life and raises the site TKPH the tires must handle. Avoid overloading: the load on each tire should stay within the rating at the set pressure.

## Train and review

Operators rarely see the tire damage their habits cause. Short, regular sessions with loader and truck operators, backed by scrap tire reviews, keep good positioning a habit. ${brand} trainers can run these sessions on your own machines and loading areas.`,
    },
    {
      collection: 'articles',
      title: `Fleet Surveys and Site Audits`,
      slug: 'fleet-surveys-site-audits',
      summary: `A structured look at your fleet, roads and tire bay shows where tire money is really going.`,
      sequence: 4,
      body: `Most tire problems are site problems: roads, loading areas, pressures and habits. A fleet survey and site audit looks at all of them together, measures what can be measured and gives you a short list of fixes ranked by the hours and money they will save.

## What a fleet survey covers

- Every tire on every machine: size, line, TRA code, ply or star rating, serial number and position.
- Cold inflation pressure against the recommendation, valve caps and valve condition.
- Tread depth and wear pattern, with shoulder wear, cuts and irregular wear noted.
- Dual matching on rear axles: mated tires should be close in overall diameter and tread depth.
- Rim condition: flanges, bead seats, lock rings and O-rings.

## What a site audit covers

- Haul road grade, cross-fall, curves, width, drainage and surface. Grades above the recommended limit are marked for rework.
- Loading and dumping areas: floor condition, spillage, truck positioning and cleanup routines.
- Haul cycles: loaded and empty loads, distance, trips and speed, giving the site TKPH of each route.
- The tire bay: storage, inflation equipment, gauges, safety cages and records.
- Scrap tires: the real cause of each removal and the hours it reached.

## The report

The findings come back as a written report with photographs and measurements. Fixes are listed in order of value: a lost valve cap or a badly drained ramp costs little to correct and can save tires immediately, while a tire line change or a road realignment is planned with the site team.

1. Findings by machine, by route and by area.
2. Priority actions, each with its expected effect on tire life or cost per hour.
3. Recommended tire lines and ratings where the current fitment does not match the duty.
4. A follow-up visit to measure the result.

## How often

Plan a full survey when a site opens or changes its mine plan, and at least once a year after that. Between surveys, tire tracking data shows whether the fixes are holding. To book a survey, request a consultation and a ${brand} engineer will contact you.`,
    },
    {
      collection: 'articles',
      title: `Correct Tire Inflation`,
      slug: 'correct-tire-inflation',
      summary: `Pressure is the cheapest tire life you can buy: set it cold, check it daily and keep it consistent.`,
      sequence: 5,
      body: `An OTR tire carries its load on the air inside it, not on the rubber. Run it below its pressure and the sidewalls flex more on every revolution, heat builds in the casing and the tread wears unevenly at the shoulders. Run it above its pressure and the footprint shrinks, the tread is easier to cut and the ride punishes the machine and the operator. Correct inflation is the single cheapest way to get the hours your tires were built for.

## Always set pressure cold

Recommended pressures are cold pressures: measured before the first shift, or after the machine has stood for several hours out of the sun. A tire that has just come off a haul cycle can read 15 to 20 % higher because the air inside it is hot.

- Never bleed air from a hot tire to bring it down to the cold value: once it cools it will be under-inflated.
- If a hot tire reads lower than the cold recommendation, it is seriously under-inflated. Take the machine out of service and find out why.
- Use the machine maker's recommendation for the tire size, ply or star rating and position (see OE Pressure Recommendations), and adjust for the actual load carried.

## Check often, check properly

- Check every tire at the start of every shift with a calibrated gauge; test gauges against a master gauge every month.
- Fit a valve cap to every valve: it is the seal that keeps dirt and moisture out of the valve core.
- Look for the causes when a tire keeps losing pressure: damaged O-rings, bead seat corrosion, a leaking valve or a puncture.
- Record readings by tire serial number and position, so slow leaks show up as a trend rather than a failure.
- Where TPMS sensors are fitted, act on low-pressure and high-temperature alerts the same shift.

## Why many sites inflate with nitrogen

Dry nitrogen is widely used to inflate earthmover tires. It contains no moisture to corrode the rim and the inside of the casing, it migrates through the inner liner more slowly than air, so pressure stays more stable between checks, and it does not support combustion, which lowers the risk of a tire explosion when a tire overheats or a machine is near a fire or a lightning strike.

Nitrogen does not replace pressure checks. A nitrogen-filled tire is checked with the same gauge, at the same cold pressure, on the same schedule.

## Safety first

- Inflate tires mounted on multi-piece rims only in an inflation cage, with a clip-on chuck and a remote valve, standing out of the trajectory of the rim components.
- Never weld or heat a rim with the tire on it.
- Deflate a tire completely (remove the valve core) before any work on the rim assembly.

Your ${brand} dealer can review pressures across your fleet during a site survey and set up an inflation routine that fits your shift pattern.`,
    },
    {
      collection: 'articles',
      title: `Look Under Your Tires`,
      slug: 'look-under-your-tires',
      summary: `A few minutes of walk-around inspection finds the damage that ends tires early, while it can still be repaired.`,
      archive_date: '2017-08-28',
      sequence: 6,
      body: `Most OTR tire failures give warning before they happen. A cut that reaches the casing, a bulge over a separation or a leaking valve can all be seen by someone who knows where to look. Inspection takes minutes; a failed tire on a haul truck can take a shift.

## Make it a habit

- Walk around the machine before every shift and after any contact with rock, a berm or debris.
- Inspect with the machine parked on level ground, the engine off and the machine secured.
- Look at the inner dual and the inside sidewalls too; that is where damage hides.
- Record what you find by tire serial number and position.

## What to look for

- Cuts in the tread and sidewall: note their length and depth. A cut that exposes steel cords lets moisture in and corrodes the casing.
- Bulges, blisters or soft spots: signs of a separation between layers, often caused by heat or an impact. A tire with a bulge must come out of service.
- Exposed or broken cords, and chunking of the tread.
- Irregular wear: shoulder wear points to under-inflation, centre wear to over-inflation, one-sided wear to alignment or road camber.
- Embedded rocks between the treads of duals and in the tread grooves.
- Damaged or missing valve caps, bent valves, and weeping at the bead or rim.
- Rim damage: bent flanges, cracks, and lock rings that are not fully seated.

## Look under the tire, too

The ground under a parked machine tells a story. Fresh oil or fluid near a wheel can mean a hub seal leak that will attack the rubber. Rock debris packed around the tires points to a dirty loading floor or spillage on the road. And the ground where the machine has stood can show a tire that has lost pressure overnight: a visibly flatter footprint or a machine leaning to one side.

## When to take a tire out of service

- Any bulge, separation or exposed, broken cord.
- A cut that reaches the casing plies.
- A tire that has run seriously under-inflated or flat: it may have hidden damage and must be inspected demounted.
- Heat damage: a smell of hot rubber, or rubber blistered or reverted at the shoulder.

Small cuts repaired early keep a casing fit for retreading. Ask your ${brand} dealer to inspect doubtful tires and to review scrapped tires with you: knowing why tires come off is the first step to keeping them on longer.`,
    },
    {
      collection: 'articles',
      title: `Select the Right Tire`,
      slug: 'select-the-right-tire',
      summary: `Match the tire to the machine, the ground and the duty, and check the heat load with TKPH.`,
      archive_date: '2017-08-09',
      sequence: 7,
      body: `The right tire is the one that delivers the lowest cost per hour on your site, which is not always the cheapest or the toughest one. Selection starts with the machine, then the ground, then the duty the tire must carry.

## 1. Start with the machine

The machine maker's approved sizes and rims come first. The TRA code on the sidewall shows what the tire is built for: E for earthmovers such as haul trucks and scrapers, L for loaders and dozers, G for graders, C for compactors, IND for industrial and port machines.

## 2. Match the tread to the ground

- Traction (2) treads for soft or loose ground where grip is the limit.
- Rock (3) treads for mixed ground and general haulage.
- Rock deep (4) treads, with 150 % of the normal tread depth, for abrasive, rocky sites.
- Rock extra deep (5) treads, with 250 % of the normal depth, for loaders at sharp shot-rock faces.
- Smooth (S) treads for underground and hard, sharp floors, where cut resistance matters more than traction.

## 3. Check the heat load: TKPH

A haul tire makes heat every time it flexes under load. TKPH (tonne-kilometres per hour) measures that duty; every haul tire has a rated TKPH, and it must be at least the site TKPH of the route it will run on.

- Mean tire load (t) = (loaded load + empty load) / 2.
- Average shift speed (km/h) = round-trip length (km) x trips / shift hours, breaks included.
- Site TKPH = mean tire load x average shift speed.
- Ratings assume an ambient temperature of 38 °C or less; add about 2 % to the site TKPH for each degree above 38 °C.
- TMPH is the same measure in short tons and miles per hour: 1 TMPH = 1.46 TKPH.

If the site TKPH is close to or above the rating, choose a heat-resistant compound, a shallower tread or a larger size, or change the cycle. Never solve a heat problem with extra pressure.

## 4. Choose the rating

Bias tires are rated in ply rating, radial tires in stars. Check the load and inflation tables: the tire must carry the heaviest axle load at a pressure within its rating, at the speed it will run.

## 5. Compare on cost per hour

Divide the full cost of each tire (purchase, repairs and changes) by the hours it ran. Use the ${brand} Tire Finder to compare up to three tires side by side, and ask for a consultation if you would like an engineer to check your haul cycles.`,
    },
  ];
}
