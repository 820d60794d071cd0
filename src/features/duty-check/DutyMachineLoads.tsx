// The tire loads of the machine the check was made for (issue 23 part 3): each axle's tires, empty, loaded and
// mean, the axle checked (the highest mean), and what the loads are worked out from: its weights, its weight split
// (its own, or the typical one of its kind, said so), and where they come from.
import { machineWeight } from '../../components/machine/machine-weight';
import { MachineSampleNotice } from '../../components/machine/MachineSampleNotice';
import { MachineSource } from '../../components/machine/MachineSource';
import type { DutyAxle, DutyMachine } from '../../contract/duty';
import { loadIn } from '../../lib/duty/duty-form';
import { mostLoadedAxle } from '../../lib/duty/machine-loads';
import { formatDecimal } from '../../lib/units';
import type { UnitSystem } from '../../lib/unit-system';

const load = (kg: number, unit: UnitSystem) => `${formatDecimal(loadIn(kg, unit))} ${unit === 'US' ? 'lb' : 'kg'}`;

const shares = (xs: readonly number[]) => xs.map(formatDecimal).join('/');

const AXLE_NAMES: Record<DutyAxle['axle'], string> = { front: 'Front', centre: 'Centre', rear: 'Rear' };

interface Props {
  machine: DutyMachine;
  unit: UnitSystem;
  /** The loads the check used equal this machine's most loaded tire's (else the visitor typed their own). */
  used: boolean;
}

export function DutyMachineLoads({ machine: m, unit, used }: Props) {
  const name = `${m.make} ${m.model}`;
  const checked = mostLoadedAxle(m.axles);
  return (
    <section className="duty-machine" aria-labelledby="duty-machine-title">
      <h3 id="duty-machine-title">Tire loads of the {name}</h3>
      {m.sample ? <MachineSampleNotice /> : null}
      <div className="duty-tires" role="region" aria-labelledby="duty-machine-caption" tabIndex={0}>
        <table>
          <caption id="duty-machine-caption">Load on each tire of the {name}</caption>
          <thead>
            <tr>
              <th scope="col">Axle</th>
              <th scope="col">Empty</th>
              <th scope="col">Loaded</th>
              <th scope="col">Mean</th>
            </tr>
          </thead>
          <tbody>
            {m.axles.map((a) => (
              <tr key={a.axle} className={a === checked ? 'duty-tires__chosen' : undefined}>
                <th scope="row">
                  {`${AXLE_NAMES[a.axle]}: ${a.tires} × ${a.size}`}
                  {a === checked ? <span className="duty-tires__yours"> (the most loaded: checked)</span> : null}
                </th>
                <td>{load(a.empty_kg, unit)}</td>
                <td>{load(a.loaded_kg, unit)}</td>
                <td>{load(Math.round((a.empty_kg + a.loaded_kg) / 2), unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        {`Worked out from its empty weight of ${machineWeight(m.empty_weight_t, unit)} and payload of ${machineWeight(m.payload_t, unit)}, `}
        {`with ${shares(m.empty_split)} % of the weight on its axles empty and ${shares(m.loaded_split)} % loaded, front to rear`}
        {m.typical
          ? ': a typical split of a machine of its kind, as its own is not in our table. Its maker’s axle loads or a weighing give a closer check.'
          : ', as its specification gives it.'}{' '}
        Source: <MachineSource source={m.source} sample={m.source_sample} />.
      </p>
      {used ? null : <p>The check above uses the loads you entered, not these.</p>}
    </section>
  );
}
