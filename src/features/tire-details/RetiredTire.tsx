// The page of a tire a catalog import removed (410 Gone): what it was, and the sizes its line still has, so a
// shared link or an old bookmark sends the visitor on rather than to a dead end.
import { Link } from 'react-router-dom';
import { PageIntro } from '../../components/PageIntro';
import type { RetiredTire as Retired } from '../../contract/retired';
import { useResponseStatus } from '../../head/render-context';
import { paths } from '../../routing/paths';

/** The `retired` field of a 410 answer (RTK Query's error), or null for any other error. */
export function retiredOf(error: unknown): Retired | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 410 || !('data' in error)) return null;
  const data = error.data as { retired?: Retired } | null;
  return data?.retired ?? null;
}

export function RetiredTire({ tire }: { tire: Retired }) {
  useResponseStatus(410);
  const name = `${tire.pattern_name} ${tire.size} ${tire.ply_rating}`;
  return (
    <div className="container page not-found">
      <PageIntro
        title="This tire is no longer offered"
        lead={tire.others.length > 0 ? `${name} was taken out of the catalog. Other sizes of the ${tire.pattern_name}:` : `${name} was taken out of the catalog, and so was its line.`}
      />
      {tire.others.length > 0 ? (
        <ul className="retired-tire__others">
          {tire.others.map((o) => (
            <li key={o.tire_size_id}>
              <Link to={paths.tireDetails({ tireId: o.tire_size_id })}>
                {tire.pattern_name} {o.size} {o.ply_rating}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="button button--accent" to={paths.tires()}>
        Find a tire
      </Link>
    </div>
  );
}
