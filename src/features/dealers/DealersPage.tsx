import { PageIntro } from '../../components/PageIntro';
import { useBrand } from '../../components/useBrand';

/** /dealers: the search form, tabs, results and map (mapbox-gl, in this lazy chunk only) come later. */
export function DealersPage() {
  const brand = useBrand();
  return (
    <div className="container page">
      <PageIntro
        title={`Find a ${brand} OTR Dealer Near You`}
        lead="Search by address or zip code, or use your location."
      />
    </div>
  );
}
