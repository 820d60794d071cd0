// Star, ply and load index side by side in this tire's size (issue 23 part 4): every rating the load tables of our
// tires in the size mark (its radial and bias notations together), by speed and pressure, so the equivalence is
// this size's own. Pressure and load follow the visitor's units.
import type { SizeRatings as Ratings } from '../../contract/ratings';
import { ScrollRegion } from '../../components/ScrollRegion';
import { formatNumber, kpaToBar, LOAD_UNIT, type UnitSystem } from '../../lib/units';

type Point = Ratings['points'][number];

function bySpeed(points: readonly Point[]): [speed: string, points: Point[]][] {
  const out = new Map<string, Point[]>();
  for (const p of points) out.set(p.speed, [...(out.get(p.speed) ?? []), p]);
  return [...out];
}

export function SizeRatings({ ratings, unit, tire }: { ratings: Ratings; unit: UnitSystem; tire: { rating: string; construction: string } }) {
  const pressure = unit === 'US' ? ['PSI'] : ['kPa', 'bar'];
  return (
    <div className="size-ratings">
      <p>
        {`Our tires in ${ratings.sizes.join(' and ')}: each star or ply rating where its load table reaches it, and the load index of that load. Ratings reached at the same pressure carry about the same load.`}
      </p>
      {bySpeed(ratings.points).map(([speed, points]) => (
        <ScrollRegion key={speed} className="detail-table" label={`Ratings at ${speed}`}>
          <table>
            <caption>
              <strong>{speed}</strong>
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
                const own = p.rating === tire.rating && p.construction === tire.construction;
                return (
                  <tr key={`${p.construction}|${p.rating}`} className={own ? 'size-ratings__own' : undefined}>
                    {(unit === 'US' ? [formatNumber(p.psi)] : [formatNumber(p.kpa), kpaToBar(p.kpa)]).map((v, i) => (
                      <td key={pressure[i]}>{v}</td>
                    ))}
                    <td>{p.construction}</td>
                    <th scope="row">
                      {p.rating}
                      {own ? <span className="muted"> (this tire)</span> : null}
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
