import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { FindTiresButton } from '../../components/FindTiresButton';
import { usePdfModal } from '../../components/pdf-modal/usePdfModal';
import { useBrand } from '../../components/useBrand';
import './home.css';

// The promo tiles are the only part of the home page that needs service data, so they bring RTK Query's React
// module (~17 KB gzipped). As their own chunk they are not among the scripts the server-rendered home page
// waits for (.ci/budgets.json): until it arrives React keeps the server's tiles as they are (plain links to the
// PDFs) and hydrates the rest of the page.
const PromoTiles = lazy(() =>
  import(/* webpackChunkName: "home-promos" */ './PromoTiles').then((m) => ({ default: m.PromoTiles })),
);

const mobilityTiles = [
  {
    title: 'Trusted Products',
    text: 'Tires built for haul roads, quarries, ports and plants.',
    to: paths.trustedProducts(),
  },
  {
    title: 'Reliable Services',
    text: 'Field engineers and dealers who keep your fleet rolling.',
    to: paths.reliableServices(),
  },
  {
    title: 'Tire Management Solutions',
    text: 'Track tire performance and lower your cost per hour.',
    to: paths.tireManagementSolutions(),
  },
];

export function HomePage() {
  const brand = useBrand();
  const pdf = usePdfModal();
  return (
    <div className="home">
      <section className="home-banner" aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title" className="home-banner__title">
            {brand} Off-the-Road Tires
          </h1>
          <p className="home-banner__lead">
            Tires, service and tire management for mining, construction, quarry, port and industrial operations.
          </p>
          <FindTiresButton />
        </div>
      </section>

      <section className="container home-section" aria-labelledby="mobility-title">
        <h2 id="mobility-title">Total Mobility</h2>
        <ul className="tile-grid">
          {mobilityTiles.map((tile) => (
            <li key={tile.to}>
              <Link className="tile" to={tile.to}>
                <span className="tile__title">{tile.title}</span>
                <span className="tile__text">{tile.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-cta" aria-labelledby="cta-title">
        <div className="container">
          <h2 id="cta-title">Get The Tires You Need</h2>
          <p>Tell us about your equipment and site, and a {brand} specialist will help you choose.</p>
          <Link className="button button--accent" to={paths.contactUs()}>
            Contact Us
          </Link>
        </div>
      </section>

      <Suspense fallback={null}>
        <PromoTiles onOpen={pdf.open} />
      </Suspense>
      {pdf.modal}
    </div>
  );
}
