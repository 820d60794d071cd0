// What the duty check assumes and where its rules come from, stated on the page (issue 23).
import { Link } from 'react-router-dom';
import { LENGTH_FACTORS } from '../../lib/duty/length-factor';
import { COOLER_PER_DEGREE, HOTTER_PER_DEGREE, RATING_AMBIENT_C, RATING_CYCLE_KM, RATING_TOP_SPEED_KMH, TKPH_PER_TMPH } from '../../lib/duty/tkph';
import { formatDecimal } from '../../lib/units';
import { paths } from '../../routing/paths';

const pct = (v: number) => `${formatDecimal(v * 100)} %`;

export function DutyAssumptions() {
  return (
    <section className="duty-assumptions" aria-labelledby="duty-assumptions-title">
      <h2 id="duty-assumptions-title">How the check works</h2>
      <ul>
        <li>
          Site TKPH = mean tire load (t) × average shift speed (km/h). The mean tire load is the loaded and the empty
          load of the most loaded tire, halved; the average speed is the round trips' length over the shift's hours,
          breaks included. TMPH is the same in short tons and miles per hour (1 TMPH = {formatDecimal(TKPH_PER_TMPH)} TKPH).
        </li>
        <li>
          Ratings assume an ambient temperature of {RATING_AMBIENT_C} °C (100 °F) or less, round trips of{' '}
          {RATING_CYCLE_KM} km or less, and a top speed of {RATING_TOP_SPEED_KMH} km/h (31 mph).
        </li>
        <li>
          Temperature: the site value rises {pct(HOTTER_PER_DEGREE)} for each degree Celsius above {RATING_AMBIENT_C} °C and
          below it, a tire's rating counts {pct(COOLER_PER_DEGREE)} more for each degree (the site value is divided by 1 +{' '}
          {pct(COOLER_PER_DEGREE)} a degree).
        </li>
        <li>
          Haul length: on a round trip longer than {RATING_CYCLE_KM} km a tire does not cool between loads, so the site
          value is multiplied by a length factor (Michelin&apos;s K1:{' '}
          {LENGTH_FACTORS.filter(([km]) => km % 5 === 0 || km === 41).map(([km, f]) => `${km} km ${formatDecimal(f)}`).join(', ')}; in
          between, interpolated; beyond, {formatDecimal(LENGTH_FACTORS[LENGTH_FACTORS.length - 1]![1])}).
        </li>
        <li>A tire fits when its rating for the compound type (Type 2, 4 or 6) is at least the site value.</li>
        <li>
          This check is a guide. Loads per tire come from the machine maker or a weighing; a {' '}
          <Link to={paths.requestConsultation()}>consultation</Link> with our field engineers confirms a choice. More
          on heat and duty:{' '}
          <Link to={paths.tireManagementSolutions('duty')}>Tire Management Solutions</Link>.
        </li>
      </ul>
    </section>
  );
}
