// The collapsible panels of the tire details page (SPEC §2), all open at first; Tire Specs grows from height 0
// as the page shows (tire-details.css). One US/Metric choice drives Tire Specs and Loads & Inflations.
import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { Collapsible } from '../../components/Collapsible';
import { UnitToggle, useUnitPreference } from '../../components/UnitToggle';
import type { TireSizeDetail } from '../../contract/catalog';
import { hasLoadData } from '../../lib/load-tables';
import { specRows } from '../../lib/spec-rows';
import { WARRANTY_RULES, publishedRule, warrantyFor } from '../../lib/warranty';
import { pairFeatures } from './detail-helpers';
import { useGetSizeRatingsQuery } from './api';
import { LoadTables } from './LoadTables';
import { SizeRatings } from './SizeRatings';

export function DetailPanels({ tire }: { tire: TireSizeDetail }) {
  const unit = useUnitPreference();
  const pairs = pairFeatures(tire.patterns);
  const warranty = warrantyFor(tire);
  const applies = publishedRule(warranty.rule);
  const ratings = useGetSizeRatingsQuery(tire.size).data?.data;
  return (
    <div className="detail-panels">
      <UnitToggle />
      <Collapsible title="Features & Benefits">
        <div className="detail-table">
          <table>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">Benefit</th>
              </tr>
            </thead>
            <tbody>
              {pairs.map((pair) => (
                <tr key={pair.sequence}>
                  <td>{pair.feature}</td>
                  <td>{pair.benefit}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Collapsible>
      <Collapsible title="Tire Specs" className="tire-details__specs">
        <div className="detail-table">
          <table>
            <caption className="visually-hidden">Tire specifications in {unit === 'US' ? 'US' : 'metric'} units</caption>
            <tbody>
              {specRows([tire.specification], unit).map((row) => (
                <tr key={row.key} data-spec={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{row.values[0]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Collapsible>
      {hasLoadData(tire.loadIndex) ? (
        <Collapsible title="Loads & Inflations">
          <LoadTables index={tire.loadIndex} unit={unit} />
        </Collapsible>
      ) : (
        <p className="detail-panels__no-load">No load index data available</p>
      )}
      {ratings && ratings.points.length > 0 ? (
        <Collapsible title="Ratings in This Size">
          <SizeRatings ratings={ratings} unit={unit} tire={{ size: tire.size, construction: tire.tireType.name, loadIndex: tire.loadIndex ?? null }} />
        </Collapsible>
      ) : null}
      <Collapsible title="Warranties">
        <p className="warranty__term">
          <strong>{warranty.term ?? 'No standard warranty term'}</strong>
        </p>
        <p>{warranty.reason}</p>
        <ul className="warranty__rules">
          {WARRANTY_RULES.map((rule) => (
            <li key={rule.id} data-applies={rule.id === applies}>
              {rule.text}
              {rule.id === applies ? <strong> (applies to this tire)</strong> : null}
            </li>
          ))}
        </ul>
      </Collapsible>
      <Collapsible title="Additional Links">
        <ul className="link-list">
          <li>
            <Link to={paths.resources()}>Resources</Link>: brochures, sell sheets, pressure recommendations and
            engineering data
          </li>
        </ul>
      </Collapsible>
    </div>
  );
}
