// Image, pattern name, tag line, size, ply rating, description and the consultation button.
import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { PageIntro } from '../../components/PageIntro';
import type { TireSizeDetail } from '../../contract/catalog';

export function TireSummary({ tire }: { tire: TireSizeDetail }) {
  const { patterns } = tire;
  const image = patterns.patternImageMappings[0]?.url;
  return (
    <div className="tire-summary">
      {image ? (
        // The catalog's tread artwork is 200 x 300: the box is reserved before it loads (no layout shift), and it
        // is the page's largest paint, so it is fetched first.
        <img
          className="tire-summary__image"
          src={image}
          alt={`${patterns.pattern_name} tread pattern`}
          width={200}
          height={300}
          fetchPriority="high"
        />
      ) : null}
      <PageIntro title={patterns.pattern_name} lead={patterns.tag_line}>
        <dl className="tire-summary__facts">
          <div>
            <dt>Size</dt>
            <dd>
              {tire.size}
              {tire.alternate_size ? <span className="muted"> ({tire.alternate_size})</span> : null}
            </dd>
          </div>
          <div>
            <dt>Ply Rating</dt>
            <dd>{tire.ply_rating}</dd>
          </div>
          <div>
            <dt>TRA Code</dt>
            <dd>{tire.traCode.code}</dd>
          </div>
          <div>
            <dt>Tire Type</dt>
            <dd>{tire.tireType.name}</dd>
          </div>
        </dl>
        <p className="tire-summary__description">{patterns.description}</p>
        <Link className="button button--accent tire-summary__consult" to={paths.requestConsultation()}>
          Request a Consultation
        </Link>
      </PageIntro>
    </div>
  );
}
