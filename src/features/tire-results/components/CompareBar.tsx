// The compare bar (SPEC §2, §4, §9): the hint until a tire is picked, the picked tires with thumbnails and
// a remove button each, and the compare link from the first pick on (the compare page asks for a second).
// The picks are tire ids; each item reads its tire's row from RTK Query (compared-tire.ts).
import { Link, useLocation } from 'react-router-dom';
import { pages } from '../../../routing/pages';
import { paths, toQuery } from '../../../routing/paths';
import { fromTireResults } from '../../../lib/back-navigation';
import { COMPARE_LIMIT } from '../../../contract/compare';
import type { CatalogFilter } from '../../../contract/params';
import { useComparedTire } from '../compared-tire';
import { tireImage } from './ResultCard';
import './compare-bar.css';

/** /tires/compare-tires with tire1_Id, tire2_Id and tire3_Id in pick order. */
export function compareHref(tireIds: readonly number[]): string {
  const [a, b, c] = tireIds;
  // paths.compareTires needs two ids; with one pick the link still opens the compare page, which asks
  // for a second tire.
  if (a === undefined || b === undefined) return `${pages.compareTires.path}${toQuery({ tire1_Id: a })}`;
  return paths.compareTires({ tire1_Id: a, tire2_Id: b, tire3_Id: c });
}

interface Props {
  /** The picked tire ids, in pick order. */
  tireIds: number[];
  /** The page's search (null when the address names none): its products list the picks made on it. */
  filter: CatalogFilter | null;
  onRemove: (tireId: number) => void;
}

/** A picked tire: thumbnail, pattern name, size and ply, remove button (a generic label while its row loads). */
function CompareBarItem({ tireId, filter, onRemove }: { tireId: number } & Pick<Props, 'filter' | 'onRemove'>) {
  const tire = useComparedTire(tireId, filter);
  const image = tire ? tireImage(tire) : '';
  const name = tire?.patterns.pattern_name ?? '';
  const detail = tire ? `${tire.size} ${tire.ply_rating}` : '';
  return (
    <li className="compare-bar__item">
      {image ? <img src={image} alt="" width={48} height={48} /> : null}
      <span className="compare-bar__name">
        {name}
        {detail ? <span className="compare-bar__detail">{detail}</span> : null}
      </span>
      <button
        type="button"
        className="compare-bar__remove"
        aria-label={`Remove ${[name, detail].filter(Boolean).join(' ') || 'this tire'} from comparison`}
        onClick={() => onRemove(tireId)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export function CompareBar({ tireIds, filter, onRemove }: Props) {
  const here = useLocation();
  return (
    <section className="compare-bar" aria-labelledby="compare-bar-title">
      <h2 id="compare-bar-title" className="visually-hidden">
        Tires to compare
      </h2>
      {tireIds.length === 0 ? <p className="compare-bar__hint">Compare up to {COMPARE_LIMIT} tires</p> : null}
      {tireIds.length > 0 ? (
        <>
          <ul className="compare-bar__list">
            {tireIds.map((tireId) => (
              <CompareBarItem key={tireId} tireId={tireId} filter={filter} onRemove={onRemove} />
            ))}
          </ul>
          <Link
            className="button button--accent compare-bar__link"
            to={compareHref(tireIds)}
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
