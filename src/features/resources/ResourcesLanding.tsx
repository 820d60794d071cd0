// /resources (SPEC §2): the overview, tiles to the three document pages, shown only when the URL is exactly
// /resources (the index route). Each tile carries its page's name and, where SPEC §2 quotes one, its intro.
import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { PageIntro } from '../../components/PageIntro';

export const RESOURCE_TILES = [
  {
    to: paths.brochures(),
    title: 'Brochures/Sell Sheets',
    text: 'We are changing the ground rules of tire performance. Learn more here!',
  },
  {
    to: paths.engineeringData(),
    title: 'Engineering Data',
    text: 'The engineering databook: dimensions, load and inflation tables for every size.',
  },
  {
    to: paths.pressureRecommendations(),
    title: 'OE Pressure Recommendations',
    text: "What's the right pressure for your tires? Find out here!",
  },
];

export function ResourcesLanding() {
  return (
    <div className="container page">
      <PageIntro title="Resources" />
      <ul className="tile-grid">
        {RESOURCE_TILES.map((tile) => (
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
