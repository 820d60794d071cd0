import { Link } from 'react-router-dom';
import { useResponseStatus } from '../head/render-context';
import { PageIntro } from './PageIntro';

/** The 404 page body; also used by pages whose URL parameter names nothing (an unknown article slug). */
export function NotFoundContent() {
  useResponseStatus(404);
  return (
    <div className="container page not-found">
      <PageIntro title="Page not found" lead="The page you asked for does not exist or has moved." />
      <Link className="button button--accent" to="/">
        Go to the home page
      </Link>
    </div>
  );
}
