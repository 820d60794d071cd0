// One matching tire (SPEC §2): line name linking to its details, tag line, image, size, ply rating,
// industry code, tire type, Request Consultation and the Compare Tire box.
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../routing/paths';
import { fromTireResults } from '../../../lib/back-navigation';
import type { TireSizeDetail } from '../../../contract/catalog';

interface Props {
  tire: TireSizeDetail;
  picked: boolean;
  onCompareToggle: () => void;
}

/** The line's first image, or '' when it has none. */
export function tireImage(tire: TireSizeDetail): string {
  return tire.patterns.patternImageMappings[0]?.url ?? '';
}

export function ResultCard({ tire, picked, onCompareToggle }: Props) {
  const name = tire.patterns.pattern_name;
  const image = tireImage(tire);
  const titleId = `result-${tire.tire_size_id}`;
  const here = useLocation();
  return (
    <article className="result-card" data-testid="result-card" aria-labelledby={titleId}>
      <div className="result-card__media">
        {image ? (
          <img src={image} alt={`${name} tire tread`} width={160} height={160} loading="lazy" decoding="async" />
        ) : (
          <span className="result-card__no-image" aria-hidden="true" />
        )}
      </div>
      <div className="result-card__body">
        <h3 className="result-card__title" id={titleId}>
          {/* The state lets the details page's See All Tire Results go back here, query and all. */}
          <Link to={paths.tireDetails({ tireId: tire.tire_size_id })} state={fromTireResults(here.pathname + here.search)}>
            {name}
          </Link>
        </h3>
        {tire.patterns.tag_line ? <p className="result-card__tag">{tire.patterns.tag_line}</p> : null}
        <dl className="result-card__facts">
          <div>
            <dt>Size</dt>
            <dd>{tire.size}</dd>
          </div>
          <div>
            <dt>Ply Rating</dt>
            <dd>{tire.ply_rating}</dd>
          </div>
          <div>
            <dt>Industry Code</dt>
            <dd>{tire.traCode.code}</dd>
          </div>
          <div>
            <dt>Tire Type</dt>
            <dd>{tire.tireType.name}</dd>
          </div>
        </dl>
        <div className="result-card__actions">
          <Link className="button button--accent" to={paths.requestConsultation()}>
            Request Consultation
          </Link>
          <label className="result-card__compare">
            <input type="checkbox" checked={picked} onChange={onCompareToggle} />
            Compare Tire
            <span className="visually-hidden">
              {' '}
              {name} {tire.size} {tire.ply_rating}
            </span>
          </label>
        </div>
      </div>
    </article>
  );
}
