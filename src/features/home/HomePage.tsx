import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { FindTiresButton } from '../../components/FindTiresButton';
import { usePdfModal } from '../../components/pdf-modal/usePdfModal';
import { useBrand } from '../../components/useBrand';
import './home.css';

// The page's copy comes from the content service (HomeCopy.tsx), which brings RTK Query's React module. As one
// chunk of its own it is not among the scripts the server-rendered home page waits for (.ci/budgets.json):
// until it arrives React keeps the server's markup of each part and hydrates the rest of the page (the Find
// Tires and Contact Us buttons, the section titles SPEC quotes, which stay here).
const copy = () => import(/* webpackChunkName: "home-copy" */ './HomeCopy');
const BannerCopy = lazy(() => copy().then((m) => ({ default: m.BannerCopy })));
const MobilityTiles = lazy(() => copy().then((m) => ({ default: m.MobilityTiles })));
const CtaText = lazy(() => copy().then((m) => ({ default: m.CtaText })));
const PromoTiles = lazy(() => copy().then((m) => ({ default: m.PromoTiles })));

/** A click the browser should handle itself: another button, a modifier (new tab/window, download). */
const isModified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A plain click on a promo tile opens its PDF in the site's modal. Listened for here, on the page, not on the
 * tiles: the tiles are in a lazy part that hydrates a moment after the page, and a click on a link React has
 * not hydrated yet would do the browser's own thing (a new tab). This page hydrates with the app.
 */
function usePromoClicks(open: (document: { title: string; url: string }) => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-pdf-title]') : null;
      if (!link || event.defaultPrevented || isModified(event)) return;
      event.preventDefault();
      open({ title: link.dataset.pdfTitle ?? '', url: link.getAttribute('href') ?? '' });
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [open]);
  return ref;
}

export function HomePage() {
  const brand = useBrand();
  const pdf = usePdfModal();
  const home = usePromoClicks(pdf.open);
  return (
    <div className="home" ref={home}>
      <section className="home-banner" aria-labelledby="home-title">
        <div className="container">
          <Suspense
            fallback={
              <h1 id="home-title" className="home-banner__title">
                {brand}
              </h1>
            }
          >
            <BannerCopy />
          </Suspense>
          <FindTiresButton />
        </div>
      </section>

      <section className="container home-section" aria-labelledby="mobility-title">
        <h2 id="mobility-title">Total Mobility</h2>
        <Suspense fallback={null}>
          <MobilityTiles />
        </Suspense>
      </section>

      <section className="home-cta" aria-labelledby="cta-title">
        <div className="container">
          <h2 id="cta-title">Get The Tires You Need</h2>
          <Suspense fallback={null}>
            <CtaText />
          </Suspense>
          <Link className="button button--accent" to={paths.contactUs()}>
            Contact Us
          </Link>
        </div>
      </section>

      <Suspense fallback={null}>
        <PromoTiles />
      </Suspense>
      {pdf.modal}
    </div>
  );
}
