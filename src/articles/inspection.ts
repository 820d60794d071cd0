import type { ArticleText } from './types';

export const lookUnderYourTires: ArticleText = {
  summary: 'A few minutes of walk-around inspection finds the damage that ends tires early, while it can still be repaired.',
  body: (brand) => [
    {
      p: 'Most OTR tire failures give warning before they happen. A cut that reaches the casing, a bulge over a separation or a leaking valve can all be seen by someone who knows where to look. Inspection takes minutes; a failed tire on a haul truck can take a shift.',
    },
    { h2: 'Make it a habit' },
    {
      ul: [
        'Walk around the machine before every shift and after any contact with rock, a berm or debris.',
        'Inspect with the machine parked on level ground, the engine off and the machine secured.',
        'Look at the inner dual and the inside sidewalls too; that is where damage hides.',
        'Record what you find by tire serial number and position.',
      ],
    },
    { h2: 'What to look for' },
    {
      ul: [
        'Cuts in the tread and sidewall: note their length and depth. A cut that exposes steel cords lets moisture in and corrodes the casing.',
        'Bulges, blisters or soft spots: signs of a separation between layers, often caused by heat or an impact. A tire with a bulge must come out of service.',
        'Exposed or broken cords, and chunking of the tread.',
        'Irregular wear: shoulder wear points to under-inflation, centre wear to over-inflation, one-sided wear to alignment or road camber.',
        'Embedded rocks between the treads of duals and in the tread grooves.',
        'Damaged or missing valve caps, bent valves, and weeping at the bead or rim.',
        'Rim damage: bent flanges, cracks, and lock rings that are not fully seated.',
      ],
    },
    { h2: 'Look under the tire, too' },
    {
      p: 'The ground under a parked machine tells a story. Fresh oil or fluid near a wheel can mean a hub seal leak that will attack the rubber. Rock debris packed around the tires points to a dirty loading floor or spillage on the road. And the ground where the machine has stood can show a tire that has lost pressure overnight: a visibly flatter footprint or a machine leaning to one side.',
    },
    { h2: 'When to take a tire out of service' },
    {
      ul: [
        'Any bulge, separation or exposed, broken cord.',
        'A cut that reaches the casing plies.',
        'A tire that has run seriously under-inflated or flat: it may have hidden damage and must be inspected demounted.',
        'Heat damage: a smell of hot rubber, or rubber blistered or reverted at the shoulder.',
      ],
    },
    {
      p: `Small cuts repaired early keep a casing fit for retreading. Ask your ${brand} dealer to inspect doubtful tires and to review scrapped tires with you: knowing why tires come off is the first step to keeping them on longer.`,
    },
  ],
};
