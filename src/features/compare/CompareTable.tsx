// The side-by-side table: one column per tire, one row per fact (SPEC §2 compare columns, §3 specification).
// Row headers stick to the left edge while the tire columns scroll sideways on a phone.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { fromCompare } from '../../lib/back-navigation';
import type { TireSizeDetail } from '../../contract/catalog';
import { specRows } from '../../lib/spec-rows';
import type { UnitSystem } from '../../lib/units';

interface Props {
  tires: readonly TireSizeDetail[];
  unit: UnitSystem;
}

const tireName = (tire: TireSizeDetail) => `${tire.patterns.pattern_name} ${tire.size}`;

export function CompareTable({ tires, unit }: Props) {
  const location = useLocation();
  const facts: { key: string; label: string; cell: (tire: TireSizeDetail) => ReactNode }[] = [
    {
      key: 'image',
      label: 'Image',
      cell: (tire) => {
        const url = tire.patterns.patternImageMappings[0]?.url;
        return url ? <img className="compare-table__image" src={url} alt={`${tire.patterns.pattern_name} tread`} /> : null;
      },
    },
    { key: 'pattern', label: 'Tire Line', cell: (tire) => tire.patterns.pattern_name },
    { key: 'size', label: 'Size', cell: (tire) => tire.size },
    { key: 'ply', label: 'Ply Rating', cell: (tire) => tire.ply_rating },
    { key: 'description', label: 'Description', cell: (tire) => tire.patterns.description },
    { key: 'tra', label: 'TRA Code', cell: (tire) => tire.traCode.code },
  ];
  const rows = specRows(
    tires.map((tire) => tire.specification),
    unit,
  );
  const caption = unit === 'US' ? 'Tire comparison in US units' : 'Tire comparison in metric units';
  return (
    <div className="compare-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {tires.map((tire) => (
              <th key={tire.tire_size_id} scope="col">
                {tireName(tire)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facts.map((fact) => (
            <tr key={fact.key}>
              <th scope="row">{fact.label}</th>
              {tires.map((tire) => (
                <td key={tire.tire_size_id}>{fact.cell(tire)}</td>
              ))}
            </tr>
          ))}
          {rows.map((row) => (
            <tr key={row.key} data-spec={row.key}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, i) => (
                <td key={tires[i]!.tire_size_id}>{value}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Details</th>
            {tires.map((tire) => (
              <td key={tire.tire_size_id}>
                <Link to={paths.tireDetails({ tireId: tire.tire_size_id })} state={fromCompare(location.state)}>
                  View Tire Details<span className="visually-hidden"> of {tireName(tire)}</span>
                </Link>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
