// See All Tire Results, Check the Duty (an E-class tire with a TKPH rating, issue 23), Share by Email and Print
// (hidden when printing).
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { dutyCheckPath } from '../../routing/lazy-paths';
import { paths } from '../../routing/paths';
import { useBrand } from '../../components/useBrand';
import { cameFromResults, hasAppHistory, resultsAddress } from '../../lib/back-navigation';
import type { TireSizeDetail } from '../../contract/catalog';
import { shareMailto } from './detail-helpers';
import { isDutyRated } from '../../lib/duty/rated';

/** An earthmover (E-class) tire rated in TKPH: the duty check can judge it (docs/product.md). */
export function hasDutyCheck(tire: TireSizeDetail): boolean {
  return tire.traCode.code.startsWith('E') && isDutyRated(tire.specification);
}

export function DetailToolbar({ tire }: { tire: TireSizeDetail }) {
  const navigate = useNavigate();
  const location = useLocation();
  const brand = useBrand();
  const mailRef = useRef<HTMLAnchorElement>(null);
  const path = `${location.pathname}${location.search}`;
  const share = { brand, patternName: tire.patterns.pattern_name, size: tire.size };

  // The absolute page address needs window: fill it in after mount (the rendered href carries the path).
  useEffect(() => {
    if (mailRef.current) {
      mailRef.current.href = shareMailto({ ...share, url: new URL(path, window.location.origin).href });
    }
  });

  // Back in history when the visitor came straight from the results; to the results when they came by way of
  // the comparison; otherwise to /tires.
  const seeAllResults = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromResults(location.state) || !hasAppHistory(window.history.state)) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <div className="tire-details__toolbar">
      <Link className="back-link" to={resultsAddress(location.state) ?? paths.tires()} onClick={seeAllResults}>
        See All Tire Results
      </Link>
      <div className="tire-details__actions">
        {hasDutyCheck(tire) ? (
          <Link to={dutyCheckPath({ size: tire.size, tireId: tire.tire_size_id })}>Check the Duty (TKPH/TMPH)</Link>
        ) : null}
        <a ref={mailRef} href={shareMailto({ ...share, url: path })}>
          Share by Email
        </a>
        <button type="button" className="link-button" onClick={() => window.print()}>
          Print
        </button>
      </div>
    </div>
  );
}
