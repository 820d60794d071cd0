// One machine of the fitment table: what it is, the sizes it runs on with a link to our tires in each, where the
// figures come from, and the sample notice when they were not read on the maker's specification.
import { Link } from 'react-router-dom';
import { MachineSampleNotice } from '../../components/machine/MachineSampleNotice';
import type { MachineDetail, MachineSize } from '../../contract/machine';
import { formatDecimal } from '../../lib/units';
import type { UnitSystem } from '../../lib/unit-system';
import { dutyCheckPath, machineResultsPath } from '../../routing/lazy-paths';

/** Short tons per metric tonne. */
const SHORT_TONS_PER_TONNE = 1.10231;

const weight = (tonnes: number, unit: UnitSystem) =>
  unit === 'US' ? `${formatDecimal(Math.round(tonnes * SHORT_TONS_PER_TONNE * 10) / 10)} short tons` : `${formatDecimal(tonnes)} t`;

const tiresIn = (n: number, size: string) => `${n} ${n === 1 ? 'tire' : 'tires'} in ${size}`;

/** The source as a link when it is a web address (its host named), as text otherwise or for a sample row. */
function Source({ source, sample }: { source: string; sample: boolean }) {
  let host: string | null = null;
  try {
    const url = new URL(source);
    if (url.protocol === 'https:' || url.protocol === 'http:') host = url.hostname.replace(/^www\./, '');
  } catch {
    host = null;
  }
  if (!host) return <>{source}</>;
  // A sample row's source only shows the machine exists: named, not linked (some are copies on other hosts).
  if (sample) return <>{`${host} (the machine only)`}</>;
  return (
    <a href={source} rel="nofollow noopener noreferrer" target="_blank">
      {host}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function SizeItem({ machine, size }: { machine: string; size: MachineSize }) {
  return (
    <li className="machine-sizes__item">
      <span className="machine-sizes__axle">{size.axle === 'front and rear' ? 'Front and rear' : size.axle === 'front' ? 'Front' : 'Rear'}</span>
      {size.tires > 0 ? (
        <Link to={machineResultsPath(machine, size.size)}>{`View ${tiresIn(size.tires, size.size)}`}</Link>
      ) : (
        <span>{`We make no tire in ${size.size} as written.`}</span>
      )}
      {size.alternates.map((a) => (
        <span key={a.size} className="machine-sizes__alternate">
          {'Also in the other notation: '}
          <Link to={machineResultsPath(machine, a.size)}>{tiresIn(a.tires, a.size)}</Link>
        </span>
      ))}
    </li>
  );
}

/** Machines that haul, whose tires' heat capacity (TKPH/TMPH) limits the haul: the duty check applies. */
const HAULERS = new Set(['Rigid Haul Truck', 'Articulated Dump Truck', 'Underground Haul Truck', 'Scraper']);

export function MachineCard({ machine: m, unit }: { machine: MachineDetail; unit: UnitSystem }) {
  const facts: [string, string][] = [
    ['Equipment type', m.equipment],
    ['Front tires', m.front_size],
    ['Rear tires', m.rear_size],
  ];
  if (m.rim) facts.push(['Rim', m.rim]);
  if (m.payload_t !== null) facts.push(['Payload', weight(m.payload_t, unit)]);
  if (m.empty_weight_t !== null) facts.push([m.payload_t === null ? 'Operating weight' : 'Empty weight', weight(m.empty_weight_t, unit)]);
  const dutySize = HAULERS.has(m.equipment) ? m.sizes.find((s) => s.rated > 0)?.size : undefined;
  return (
    <section className="machine-card" aria-labelledby="machine-title">
      <h2 id="machine-title" tabIndex={-1}>{`${m.make} ${m.model}`}</h2>
      {m.sample ? <MachineSampleNotice /> : null}
      <dl className="machine-card__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>Source</dt>
          <dd>
            <Source source={m.source} sample={m.sample} />
          </dd>
        </div>
      </dl>
      <h3>Our tires for this machine</h3>
      <ul className="machine-sizes">
        {m.sizes.map((s) => (
          <SizeItem key={s.size} machine={m.machine_id} size={s} />
        ))}
      </ul>
      {dutySize ? (
        <p>
          <Link to={dutyCheckPath({ size: dutySize })}>{`Check the duty (TKPH/TMPH) of ${dutySize} tires on your haul`}</Link>
        </p>
      ) : null}
    </section>
  );
}
