// A console address that leads nowhere.
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { consolePaths } from '../../routing/pages';

export function NotFound() {
  return (
    <div className="console-page">
      <PageHeading title="No such page" />
      <p>The console has no page at this address.</p>
      <p>
        <Link to={consolePaths.home()}>Go to the console&apos;s home</Link>
      </p>
    </div>
  );
}
