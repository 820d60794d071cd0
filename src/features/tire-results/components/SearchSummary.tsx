// What the visitor searched for (SPEC §2): size; rim diameter with tire size; industry; equipment type.
// The rim diameter reads as the finder shows it (25", a plain inch mark), and aloud as "25 inch".
import type { ReactNode } from 'react';
import { MachineSampleNotice } from '../../../components/machine/MachineSampleNotice';
import type { SearchSummary as Summary } from '../../../lib/results-query';

function Inches({ value }: { value: string }) {
  return (
    <>
      <span aria-hidden="true">{`${value}"`}</span>
      <span className="visually-hidden">{`${value} inch`}</span>
    </>
  );
}

/** The machine a machine search names (issue 23), once its answer is in. */
export interface SummaryMachine {
  name: string;
  sample: boolean;
}

export function SearchSummary({ summary, machine }: { summary: Summary; machine?: SummaryMachine }) {
  const rows: [label: string, value: ReactNode][] = [];
  if (machine) rows.push(['Machine', machine.name]);
  if (summary.industry) rows.push(['Industry', summary.industry]);
  if (summary.equipment) rows.push(['Equipment Type', summary.equipment]);
  if (summary.rimDiameter) rows.push(['Rim Diameter', <Inches value={summary.rimDiameter} />]);
  rows.push(['Tire Size', summary.size]);
  return (
    <div className="search-summary">
      <h2 className="visually-hidden">Your search</h2>
      <dl className="search-summary__list">
        {rows.map(([label, value]) => (
          <div key={label} className="search-summary__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {machine?.sample ? <MachineSampleNotice /> : null}
    </div>
  );
}
