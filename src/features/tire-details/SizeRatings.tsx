// Star, ply and load index side by side in this tire's size (issue 23 part 4): every rating the load tables of our
// tires in the size mark (its radial and bias notations together), by speed and pressure, so the equivalence is
// this size's own. Pressure and load follow the visitor's units.
import type { LoadIndex } from '../../contract/catalog';
import type { SizeRatings as Ratings } from '../../contract/ratings';
import { pointKey, ratingPoints } from '../../lib/ratings';
import { ScrollRegion } from '../../components/ScrollRegion';
import { formatNumber, kpaToBar, LOAD_UNIT, type UnitSystem } from '../../lib/units';

type Point = Ratings['points'][number];

function bySpeed(points: readonly Point[]): [speed: string, points: Point[]][] {
  const out = new Map<string, Point[]>();
  for (const p of points) out.set(p.speed, [...(out.get(p.speed) ?? []), p]);
  return [...out];
}

/** The table's speed, and in mph for US units ("10 km/h (6 mph)"). */
const speedLabel = (speed: string, kmh: number, unit: UnitSystem) => (unit === 'US' && !/mph/.test(speed) ? `${speed} (${Math.round(kmh / 1.609344)} mph)` : speed);

export function SizeRatings({ ratings, unit, tire }: { ratings: Ratings; unit: UnitSystem; tire: { size: string; construction: string; loadIndex: LoadIndex | null } }) {
  const pressure = unit === 'US' ? ['PSI'] : ['kPa', 'bar'];
  // This tire's own rows: the points its own tables mark.
  const own = new Set(ratingPoints([{ size: tire.size, tire_type: tire.construction, loadIndex: tire.loadIndex }]).map(pointKey));
  return (
    <div className="size-ratings">
      <p>
        {`Our tires in ${ratings.sizes.join(' and ')}: each star or ply rating where its load table reaches it, and the load index of that load. Ratings reached at the same pressure carry about the same load.`}
      </p>
      {bySpeed(ratings.points).map(([speed, points]) => (
        <ScrollRegion key={speed} className="detail-table" label={`Ratings at ${speed}`}>
          <table>
            <caption>
              <strong>{speedLabel(speed, points[0]!.speedKmh, unit)}</strong>
            </caption>
            <thead>
              <tr>
                {pressure.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
                <th scope="col">Construction</th>
                <th scope="col">Rating</th>
                <th scope="col">{`Load (${LOAD_UNIT[unit]})`}</th>
                <th scope="col">Load index</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => {
                const mine = own.has(pointKey(p));
                return (
                  <tr key={pointKey(p)} className={mine ? 'size-ratings__own' : undefined}>
                    {(unit === 'US' ? [formatNumber(p.psi)] : [formatNumber(p.kpa), kpaToBar(p.kpa)]).map((v, i) => (
                      <td key={pressure[i]}>{v}</td>
                    ))}
                    <td>{p.construction}</td>
                    <th scope="row">
                      {p.rating}
                      {mine ? <span className="muted"> (this tire)</span> : null}
                    </th>
                    <td>{formatNumber(unit === 'US' ? p.lbs : p.kg)}</td>
                    <td>{p.loadIndex ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </div>
  );
}
