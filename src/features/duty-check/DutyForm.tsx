// The duty check's form: the machine (optional), the size to check, the loads, the haul and the shift, in US or
// metric units. A GET form:
// before the scripts run the browser sends it and the server answers with the check; after, the page moves to
// the same address itself. Switching units converts what was typed.
import { useFormikContext } from 'formik';
import type { FormikErrors } from 'formik';
import { useMemo } from 'react';
import { Form } from '../../components/form/Form';
import { SelectField, TextField } from '../../components/form/fields';
import {
  convertDutyValues,
  DUTY_FIELDS,
  DUTY_LABELS,
  DUTY_UNITS,
  dutySchema,
  machineTireLoads,
  type DutyField,
  type DutyFormValues,
} from '../../lib/duty/duty-form';
import type { DutyMachine } from '../../contract/duty';
import { mostLoadedAxle } from '../../lib/duty/machine-loads';
import { sizeKey } from '../../lib/size-notation';
import type { UnitSystem } from '../../lib/unit-system';
import { formatDecimal } from '../../lib/units';

const UNIT_OPTIONS: readonly { value: UnitSystem; label: string }[] = [
  { value: 'METRIC', label: 'Metric (kg, km, °C)' },
  { value: 'US', label: 'US (lb, mi, °F)' },
];

const HINTS: Partial<Record<DutyField, string>> = {
  loaded: 'Per tire, for the tire with the highest loaded plus empty load, from the machine maker or a weighing; or choose a machine above.',
  hours: 'Breaks and shift change included.',
  ambient: 'The hottest shade temperature of the season.',
};

function UnitChoice() {
  const { values, setValues } = useFormikContext<DutyFormValues>();
  return (
    <fieldset className="field field--group duty-form__units">
      <legend className="field__label">Units</legend>
      {UNIT_OPTIONS.map((o) => (
        <label key={o.value} className="choice">
          <input
            type="radio"
            name="unit"
            value={o.value}
            checked={values.unit === o.value}
            onChange={() => void setValues(convertDutyValues(values, o.value), false)}
          />
          <span className="choice__text">
            <span className="choice__label">{o.label}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A load field's hint with a machine chosen: what a blank field takes. */
function machineHint(machine: DutyMachine, field: 'loaded' | 'empty', unit: UnitSystem): string {
  const loads = machineTireLoads(machine, unit);
  const { axle } = mostLoadedAxle(machine.axles);
  return `Blank: the ${machine.make} ${machine.model}’s ${formatDecimal(loads[field])} ${DUTY_UNITS[unit][field]} on each ${axle} tire, its most loaded.`;
}

function NumberFields({ machines }: { machines: readonly DutyMachine[] }) {
  const { values } = useFormikContext<DutyFormValues>();
  const machine = values.machine ? machines.find((m) => m.machine_id === values.machine) : undefined;
  return (
    <div className="duty-form__grid">
      {DUTY_FIELDS.map((f) => {
        const unit = DUTY_UNITS[values.unit][f];
        const fromMachine = machine && (f === 'loaded' || f === 'empty');
        return (
          <TextField
            key={f}
            name={f}
            label={unit ? `${DUTY_LABELS[f]} (${unit})` : DUTY_LABELS[f]}
            inputMode="decimal"
            maxLength={20}
            autoComplete="off"
            hint={fromMachine ? machineHint(machine, f, values.unit) : HINTS[f]}
            required={!fromMachine}
          />
        );
      })}
    </div>
  );
}

function SizeField({ sizes }: { sizes: readonly string[] }) {
  const { setFieldValue } = useFormikContext<DutyFormValues>();
  const options = useMemo(() => sizes.map((s) => ({ value: s, label: s })), [sizes]);
  return (
    <SelectField
      name="size"
      label="Tire size to check"
      placeholder="Any size (site value only)"
      options={options}
      hint="Only sizes with TKPH/TMPH-rated tires are listed."
      // A tire picked on its details page belongs to its size.
      onValueChange={() => void setFieldValue('tireId', '', false)}
    />
  );
}

/** The haul machine whose most loaded tire's loads a blank load field takes (the fields are emptied for them), and
 * whose size of that tire is chosen ("Any size" when we have no rated tire in it). */
function MachineField({ machines, sizes }: { machines: readonly DutyMachine[]; sizes: readonly string[] }) {
  const { values, setValues } = useFormikContext<DutyFormValues>();
  const options = useMemo(() => machines.map((m) => ({ value: m.machine_id, label: `${m.make} ${m.model}` })), [machines]);
  const choose = (id: string) => {
    const machine = machines.find((m) => m.machine_id === id);
    if (!machine) return;
    const size = mostLoadedAxle(machine.axles).size;
    const rated = sizes.find((s) => sizeKey(s) === sizeKey(size)) ?? '';
    void setValues({ ...values, machine: id, loaded: '', empty: '', size: rated, tireId: rated === values.size ? values.tireId : '' }, true);
  };
  return (
    <SelectField
      name="machine"
      label="Machine (optional)"
      placeholder="None: I will enter the loads"
      options={options}
      hint="Haul machines whose payload and empty weight we know: their tire loads are worked out from them."
      onValueChange={choose}
    />
  );
}

interface Props {
  values: DutyFormValues;
  errors: Partial<Record<DutyField, string>>;
  sizes: readonly string[];
  machines: readonly DutyMachine[];
  /** Said above the fields (a machine the address names whose loads are unknown). */
  notice?: string;
  action: string;
  onCheck: (values: DutyFormValues) => void;
}

export function DutyForm({ values, errors, sizes, machines, notice, action, onCheck }: Props) {
  return (
    <Form<DutyFormValues>
      // The limits depend on the unit chosen: the schema reads the values' unit at each validation.
      schema={dutySchema}
      initialValues={values}
      initialErrors={Object.keys(errors).length ? (errors as FormikErrors<DutyFormValues>) : undefined}
      showErrorsWhen="touched"
      onValid={onCheck}
      method="get"
      action={action}
      className="duty-form"
      aria-labelledby="duty-form-title"
    >
      {(formik) => (
        <>
          <h2 id="duty-form-title" className="duty-form__title">
            Your haul
          </h2>
          <UnitChoice />
          <MachineField machines={machines} sizes={sizes} />
          {notice ? (
            <p className="duty-form__notice" role="note">
              {notice}
            </p>
          ) : null}
          <SizeField sizes={sizes} />
          <input type="hidden" name="tireId" value={formik.values.tireId} />
          <NumberFields machines={machines} />
          <button type="submit" className="button button--primary">
            Check the duty
          </button>
        </>
      )}
    </Form>
  );
}
