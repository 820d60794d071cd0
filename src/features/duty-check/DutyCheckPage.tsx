// /tires/duty-check (issue 23): the TKPH/TMPH duty check of a haul, against our tires of a size. The check is in
// the address (a GET form): the server renders the answer, the browser moves to the same address, and the page
// can be bookmarked, shared or printed. Opened from an E-class tire's details page with its size and tire.
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../components/PageIntro';
import { LoadError } from '../../components/QueryStatus';
import { useHasDom } from '../../components/useHasDom';
import { usePageHead } from '../../components/usePageHead';
import { useUnitPreference } from '../../components/UnitToggle';
import { asksForCheck, dutyErrors, dutyInputOf, dutySearch, dutyValuesFrom, usesMachineLoads, withMachineLoads, type DutyFormValues } from '../../lib/duty/duty-form';
import { dutyOf } from '../../lib/duty/tkph';
import { parseTireId } from '../../lib/tire-id';
import { pages } from '../../routing/pages';
import { useAppDispatch } from '../../state/hooks';
import { unitChosen } from '../../state/preferences-slice';
import { useGetDutyMachinesQuery, useGetDutySizesQuery, useGetDutyTiresQuery } from './api';
import { DutyAnswer } from './DutyAnswer';
import { DutyAssumptions } from './DutyAssumptions';
import { DutyForm } from './DutyForm';
import { DutyMachineLoads } from './DutyMachineLoads';
import './duty-check.css';

const HEAD = {
  title: null,
  structuredData: {
    type: 'WebApplication',
    name: 'Duty Check: TKPH/TMPH Calculator',
    description: 'Site TKPH or TMPH of a haul, with temperature and haul length corrections, against our tires of a size.',
  },
} as const;

const UNKNOWN_MACHINE =
  'We cannot work out the tire loads of the machine in this address: its payload, empty weight or weight split is not in our table. Please enter its loads per tire from its maker’s specification or a weighing.';

function PrintButton() {
  const hasDom = useHasDom();
  if (!hasDom) return null;
  return (
    <button type="button" className="button duty-print" onClick={() => window.print()}>
      Print this check
    </button>
  );
}

export function DutyCheckPage() {
  usePageHead(HEAD);
  const [params] = useSearchParams();
  const { search, key } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const preferred = useUnitPreference();
  const asIn = useMemo(() => dutyValuesFrom(params, preferred), [params, preferred]);
  const machines = useGetDutyMachinesQuery();
  const machine = asIn.machine ? machines.data?.data.find((m) => m.machine_id === asIn.machine) : undefined;
  // A machine's loads fill load fields left blank; until the machines are known, an address naming one waits. One
  // whose loads are unknown is dropped (and said so), its blank loads then asked for.
  const waiting = asIn.machine !== '' && machines.isLoading;
  const unknownMachine = asIn.machine !== '' && machines.isSuccess && !machine;
  const values = useMemo(() => (unknownMachine ? { ...asIn, machine: '' } : asIn), [asIn, unknownMachine]);
  const checked = useMemo(() => withMachineLoads(values, machine), [values, machine]);
  const asked = !waiting && asksForCheck(values);
  const errors = useMemo(() => (asked ? dutyErrors(checked) : {}), [asked, checked]);
  const input = asked ? dutyInputOf(checked, errors) : null;
  const result = input ? dutyOf(input) : null;
  const sizes = useGetDutySizesQuery();
  const tires = useGetDutyTiresQuery(values.size, { skip: !values.size || !result });
  const tireId = parseTireId(values.tireId);

  // After a check the answer's heading takes focus, so a screen reader reads it (not on the first render).
  const answered = useRef(false);
  useEffect(() => {
    if (answered.current && result) document.getElementById('duty-answer-title')?.focus();
    answered.current = true;
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per navigation

  const check = (v: DutyFormValues) => {
    dispatch(unitChosen(v.unit));
    const next = dutySearch(v);
    navigate(`${pages.dutyCheck.path}${next}`, { replace: next === search, preventScrollReset: true });
  };

  return (
    <div className="container page duty">
      <PageIntro
        title="Duty Check: TKPH/TMPH"
        lead="Is a haul tire's heat capacity enough for your haul? Choose your machine or enter its tire loads, then the haul and the shift, to work out the site TKPH (or TMPH) and see which of our tires pass."
      />
      <div className="duty__layout">
        <DutyForm
          key={`${search}|${values.unit}|${unknownMachine ? 'unknown' : ''}`}
          values={values}
          errors={errors}
          sizes={sizes.data?.data.map((s) => s.size) ?? []}
          machines={machines.data?.data ?? []}
          notice={unknownMachine ? UNKNOWN_MACHINE : undefined}
          action={pages.dutyCheck.path}
          onCheck={check}
        />
        <div className="duty__side">
          {sizes.isError ? <LoadError what="the tire sizes" onRetry={() => void sizes.refetch()} /> : null}
          {machines.isError ? <LoadError what="the machines" onRetry={() => void machines.refetch()} /> : null}
          {input && result ? (
            <>
              <DutyAnswer input={input} result={result} size={values.size} tires={tires.isError ? [] : tires.data?.data} tireId={tireId} />
              {machine ? <DutyMachineLoads machine={machine} unit={values.unit} used={usesMachineLoads(checked, machine)} /> : null}
              {tires.isError ? <LoadError what={`our tires in ${values.size}`} onRetry={() => void tires.refetch()} /> : null}
              <PrintButton />
            </>
          ) : null}
          <DutyAssumptions />
        </div>
      </div>
    </div>
  );
}
