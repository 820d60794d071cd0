import { PageIntro } from '../../components/PageIntro';
import { FindTiresButton } from '../../components/FindTiresButton';

/** /tires/tire-results: search summary, filters, result cards and the compare bar come with the results feature. */
export function TireResultsPage() {
  return (
    <div className="container page">
      <PageIntro title="Tires That Match Your Search">
        <FindTiresButton label="New Tire Search" className="link-button" />
      </PageIntro>
    </div>
  );
}
