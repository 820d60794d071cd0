// The home page's editable copy (content service single type `home-page`, issue 19): the banner's title and
// line, the Total Mobility tiles, the call to action's line and the two promo tiles. Its own lazy chunk with
// RTK Query's React module (~17 KB gzipped), so the server-rendered home page does not wait for it: React
// keeps the server's markup of each part until the chunk arrives, then hydrates it.
import { Link } from 'react-router-dom';
import { useBrand } from '../../components/useBrand';
import { useGetHomePageQuery, type Tile } from '../../services/pageCopyApi';

const NONE: Tile[] = [];

/** An address inside this site ("/x", not "//host"): links and documents the copy may point to. */
const isSitePath = (link: string) => /^\/(?![/\\])\S*$/.test(link);

function useHome() {
  return useGetHomePageQuery().data;
}

export function BannerCopy() {
  const brand = useBrand();
  const home = useHome();
  return (
    <>
      <h1 id="home-title" className="home-banner__title">
        {home?.banner_title ?? brand}
      </h1>
      {home?.banner_lead ? <p className="home-banner__lead">{home.banner_lead}</p> : null}
    </>
  );
}

export function MobilityTiles() {
  const tiles = (useHome()?.mobility_tiles ?? NONE).filter((t) => isSitePath(t.link));
  return (
    <ul className="tile-grid">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link className="tile" to={tile.link}>
            <span className="tile__title">{tile.title}</span>
            {tile.text ? <span className="tile__text">{tile.text}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CtaText() {
  const text = useHome()?.cta_text;
  return text ? <p>{text}</p> : null;
}

/**
 * SPEC §2 Home: the two promo tiles, each a real link to its PDF (it works without JavaScript and in a new
 * tab); once the app runs, a plain click opens the site's PDF modal instead: HomePage listens for it
 * (`data-pdf-title`), so it does so even before this part has hydrated. A failed load leaves no tiles.
 */
export function PromoTiles() {
  const tiles = (useHome()?.promo_tiles ?? NONE).filter((t) => isSitePath(t.link));
  if (tiles.length === 0) return null;
  return (
    <section className="container home-section" aria-label="Featured documents">
      <ul className="tile-grid tile-grid--two">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <a
              className="tile tile--promo"
              href={tile.link}
              target="_blank"
              rel="noopener noreferrer"
              data-pdf-title={tile.title}
            >
              <span className="tile__title">{tile.title}</span>
              {tile.text ? <span className="tile__text">{tile.text}</span> : null}
              <span className="visually-hidden"> (PDF)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
