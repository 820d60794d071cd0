// One machine of the fitment table: what it is, the sizes it runs on with a link to our tires in each, where the
// figures come from, and the sample notice when they were not read on the maker's specification.
import { Link } from 'react-router-dom';
import { MachineSampleNotice } from '../../components/machine/MachineSampleNotice';
import { MachineSource } from '../../components/machine/MachineSource';
import type { MachineDetail, MachineSize } from '../../contract/machine';
import { machineWeight } from '../../components/machine/machine-weight';
import type { UnitSystem } from '../../lib/unit-system';
import { dutyCheckPath, machineResultsPath } from '../../routing/lazy-paths';

const tiresIn = (n: number, size: string) => `${n} ${n === 1 ? 'tire' : 'tires'} in ${size}`;

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
  if (m.payload_t !== null) facts.push(['Payload', machineWeight(m.payload_t, unit)]);
  if (m.empty_weight_t !== null) facts.push([m.payload_t === null ? 'Operating weight' : 'Empty weight', machineWeight(m.empty_weight_t, unit)]);
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
            <MachineSource source={m.source} sample={m.sample} />
          </dd>
        </div>
        {m.weights_source ? (
          <div>
            <dt>Weights source</dt>
            <dd>
              <MachineSource source={m.weights_source} sample={false} />
            </dd>
          </div>
        ) : null}
      </dl>
      <h3>Our tires for this machine</h3>
      <ul className="machine-sizes">
        {m.sizes.map((s) => (
          <SizeItem key={s.size} machine={m.machine_id} size={s} />
        ))}
      </ul>
      {dutySize ? (
        <p>
          <Link to={dutyCheckPath({ size: dutySize, ...(m.tire_loads ? { machine: m.machine_id } : {}) })}>{`Check the duty (TKPH/TMPH) of ${dutySize} tires on your haul`}</Link>
        </p>
      ) : null}
    </section>
  );
}
