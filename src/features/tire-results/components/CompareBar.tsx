// The compare bar (SPEC §2, §4, §9): the hint until a tire is picked, the picked tires with thumbnails and
// a remove button each, and the compare link from the first pick on (the compare page asks for a second).
import { Link, useLocation } from 'react-router-dom';
import { pages } from '../../../routing/pages';
import { paths, toQuery } from '../../../routing/paths';
import { fromTireResults } from '../../../lib/back-navigation';
import type { CompareItem } from '../../../../machines/compare-selection.machine';
import { COMPARE_LIMIT } from '../../../contract/compare';
import './compare-bar.css';

/** /tires/compare-tires with tire1_Id, tire2_Id and tire3_Id in pick order. */
export function compareHref(items: readonly CompareItem[]): string {
  const [a, b, c] = items.map((i) => i.tireId);
  // paths.compareTires needs two ids; with one pick the link still opens the compare page, which asks
  // for a second tire.
  if (a === undefined || b === undefined) return `${pages.compareTires.path}${toQuery({ tire1_Id: a })}`;
  return paths.compareTires({ tire1_Id: a, tire2_Id: b, tire3_Id: c });
}

interface Props {
  items: CompareItem[];
  onRemove: (tireId: number) => void;
}

export function CompareBar({ items, onRemove }: Props) {
  const here = useLocation();
  return (
    <section className="compare-bar" aria-labelledby="compare-bar-title">
      <h2 id="compare-bar-title" className="visually-hidden">
        Tires to compare
      </h2>
      {items.length === 0 ? <p className="compare-bar__hint">Compare up to {COMPARE_LIMIT} tires</p> : null}
      {items.length > 0 ? (
        <>
          <ul className="compare-bar__list">
            {items.map((item) => (
              <li key={item.tireId} className="compare-bar__item">
                {item.image ? <img src={item.image} alt="" width={48} height={48} /> : null}
                <span className="compare-bar__name">
                  {item.patternName}
                  {item.detail ? <span className="compare-bar__detail">{item.detail}</span> : null}
                </span>
                <button
                  type="button"
                  className="compare-bar__remove"
                  aria-label={`Remove ${[item.patternName, item.detail].filter(Boolean).join(' ')} from comparison`}
                  onClick={() => onRemove(item.tireId)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <Link
            className="button button--accent compare-bar__link"
            to={compareHref(items)}
            // The tire details reached from the comparison lead back to these results.
            state={fromTireResults(here.pathname + here.search)}
          >
            Compare Tires
          </Link>
        </>
      ) : null}
    </section>
  );
}
