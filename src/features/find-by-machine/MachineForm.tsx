// Make, then model. A GET form: before the scripts run the browser sends it (a make alone lists its models); after,
// choosing a make narrows the models at once and Find Tires moves to the machine's address.
import { useState, type FormEvent } from 'react';
import type { MachineSummary } from '../../contract/machine';
import { pages } from '../../routing/pages';

interface Props {
  machines: readonly MachineSummary[];
  make: string;
  machine: string | null;
  onChoose: (choice: { make: string; machine: string | null }) => void;
}

export function MachineForm({ machines, make: initialMake, machine, onChoose }: Props) {
  const [make, setMake] = useState(initialMake);
  const [model, setModel] = useState(machine ?? '');
  const makes = [...new Set(machines.map((m) => m.make))];
  const models = machines.filter((m) => m.make === make);
  const chosen = models.some((m) => m.machine_id === model) ? model : '';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onChoose({ make, machine: chosen || null });
  };

  return (
    <form className="machine-form" method="get" action={pages.findByMachine.path} onSubmit={submit} aria-label="Choose your machine">
      <div className="field">
        <label className="field__label" htmlFor="machine-make">
          Make
        </label>
        <select
          id="machine-make"
          name="make"
          className="field__control"
          value={make}
          onChange={(e) => {
            setMake(e.target.value);
            setModel('');
          }}
        >
          <option value="">Choose a make</option>
          {makes.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="machine-model">
          Model
        </label>
        <select id="machine-model" name="machine" className="field__control" value={chosen} onChange={(e) => setModel(e.target.value)}>
          <option value="">{make ? `Choose a ${make} model` : 'Choose a make first'}</option>
          {models.map((m) => (
            <option key={m.machine_id} value={m.machine_id}>
              {`${m.model} (${m.equipment})`}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        Find Tires
      </button>
    </form>
  );
}
