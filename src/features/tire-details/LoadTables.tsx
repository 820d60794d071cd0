// Loads & Inflations: one table per speed (SPEC §3 loadIndex), in the chosen unit.
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
                <th scope="col">{table.columns.psi}</th>
                <th scope="col">{table.columns.kpa}</th>
                <th scope="col">{table.columns.bar}</th>
                <th scope="col">{table.columns.load}</th>
                <th scope="col">{table.columns.speed}</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.psi}>
                  <td>{row.psi}</td>
                  <td>{row.kpa}</td>
                  <td>{row.bar}</td>
                  <td>{row.load}</td>
                  <td>{row.speed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </div>
  );
}
