// Loads & Inflations: one table per speed (SPEC §3 loadIndex), in the chosen unit (psi; or kPa and bar).
import type { LoadIndex } from '../../contract/catalog';
import { loadTables } from '../../lib/load-tables';
import type { UnitSystem } from '../../lib/units';
import { ScrollRegion } from '../../components/ScrollRegion';

export function LoadTables({ index, unit }: { index: LoadIndex; unit: UnitSystem }) {
  return (
    <div className="load-tables">
      {loadTables(index, unit).map((table) => (
        <ScrollRegion key={table.speed} className="detail-table" label={`Loads and inflations: ${table.speed}`}>
          <table>
            <caption>
              <strong>{table.speed}</strong>
              {table.description ? <span className="muted"> — {table.description}</span> : null}
            </caption>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => (
                    <td key={table.columns[i]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </div>
  );
}
