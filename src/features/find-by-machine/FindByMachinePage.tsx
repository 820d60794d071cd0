// /tires/find-by-machine (issue 23 part 1): make and model lead to the sizes a machine runs on and our tires in
// them. Its own entry beside the Tire Finder (whose four SPEC searches stay as they are). The choice is in the
// address: ?make= lists a make's models, ?machine= shows one machine; each machine's page is in the sitemap.
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { NotFoundContent } from '../../components/NotFoundContent';
import { PageIntro } from '../../components/PageIntro';
import { LoadError } from '../../components/QueryStatus';
import { useUnitPreference } from '../../components/UnitToggle';
import { usePageHead } from '../../components/usePageHead';
import type { MachineDetail, MachineSummary } from '../../contract/machine';
import type { PageHeadInput } from '../../head/page-head';
import { findByMachinePath } from '../../routing/lazy-paths';
import { useGetMachineQuery, useGetMachinesQuery } from '../../services/machineApi';
import { MachineCard } from './MachineCard';
import { MachineForm } from './MachineForm';
import { machineParam, makeParam } from '../../lib/machine-params';

const TOOL = 'Find Tires by Machine';

function headOf(machine: MachineDetail | undefined, make: string): PageHeadInput {
  const name = machine ? `${machine.make} ${machine.model}` : make;
  const description = machine
    ? `The tire sizes the ${name} (${machine.equipment.toLowerCase()}) runs on, ${machine.front_size === machine.rear_size ? machine.front_size : `${machine.front_size} front and ${machine.rear_size} rear`}, and our tires in them.`
    : make
      ? `The ${make} haul trucks, loaders, graders and other machines in our fitment table, and the tire sizes they run on.`
      : 'Choose the make and model of your haul truck, loader, grader or port machine to see the tire sizes it runs on and our tires in them.';
  return {
    title: name ? `${name} Tires | ${TOOL}` : TOOL,
    description,
    structuredData: { type: 'WebApplication', name: TOOL, description: 'Choose a machine’s make and model to see the tire sizes it runs on and our tires in them.' },
  };
}

/** A make's models as links: what a make alone shows (before scripts run too), and what search engines follow. */
function MakeModels({ make, machines }: { make: string; machines: readonly MachineSummary[] }) {
  const models = machines.filter((m) => m.make === make);
  return (
    <section className="machine-models" aria-labelledby="machine-models-title">
      <h2 id="machine-models-title">{`${make} machines`}</h2>
      <ul className="link-list machine-models__list">
        {models.map((m) => (
          <li key={m.machine_id}>
            <Link to={findByMachinePath({ machine: m.machine_id })}>{`${m.make} ${m.model}`}</Link>
            {` (${m.equipment})`}
          </li>
        ))}
      </ul>
    </section>
  );
}

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

export function FindByMachinePage() {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const navigate = useNavigate();
  const unit = useUnitPreference();
  const machineId = machineParam(params);
  const askedMake = makeParam(params);
  const machines = useGetMachinesQuery();
  const detail = useGetMachineQuery(machineId ?? '', { skip: machineId === null });
  const list = machines.data?.data ?? [];
  const askedMakeName = list.find((m) => m.make.toLowerCase() === askedMake.toLowerCase())?.make;
  const found = machineId !== null ? detail.data?.data : undefined;
  // A form sent without scripts after the make changed still carries the old model: the make it names wins.
  const current = found && (!askedMakeName || askedMakeName === found.make) ? found : undefined;
  const make = current?.make ?? askedMakeName ?? '';
  usePageHead(headOf(current, make));

  // After a choice the machine's heading takes focus, so a screen reader reads it (not on the first render).
  const chosen = useRef(false);
  useEffect(() => {
    if (chosen.current) document.getElementById('machine-title')?.focus();
    chosen.current = true;
  }, [key, current]);

  // A form sent without a model leaves `machine` blank: that asks for no machine.
  const unknown = Boolean(params.get('machine')) && (machineId === null || (!found && isNotFound(detail.error)));
  if (unknown) return <NotFoundContent />;
  return (
    <div className="container page machine-finder">
      <PageIntro
        title={TOOL}
        lead="Choose your machine’s make and model to see the tire sizes it runs on and our tires in them."
      />
      <MachineForm
        key={`${make}|${machineId ?? ''}|${list.length}`}
        machines={list}
        make={make}
        machine={machineId}
        onChoose={(c) => navigate(findByMachinePath(c.machine ? { machine: c.machine } : { make: c.make }), { preventScrollReset: true })}
      />
      {machines.isError ? <LoadError what="the machines" onRetry={() => void machines.refetch()} /> : null}
      {detail.isError ? <LoadError what="this machine" onRetry={() => void detail.refetch()} /> : null}
      {current ? <MachineCard machine={current} unit={unit} /> : null}
      {!current && make ? <MakeModels make={make} machines={list} /> : null}
    </div>
  );
}
