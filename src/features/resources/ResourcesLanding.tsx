import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageIntro } from '../../components/PageIntro';

const tiles = [
  { to: paths.brochures(), title: 'Brochures/Sell Sheets', text: 'Product lines and tire patterns at a glance.' },
  { to: paths.engineeringData(), title: 'Engineering Data', text: 'Dimensions, loads and inflation in one databook.' },
  {
    to: paths.pressureRecommendations(),
    title: 'OE Pressure Recommendations',
    text: 'Pressures by equipment maker and model.',
  },
];

/** /resources, shown only at that exact URL (index route). */
export function ResourcesLanding() {
  return (
    <div className="container page">
      <PageIntro title="Resources" lead="Documents and data to help you choose, fit and run your tires." />
      <ul className="tile-grid">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link className="tile" to={tile.to}>
              <span className="tile__title">{tile.title}</span>
              <span className="tile__text">{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
