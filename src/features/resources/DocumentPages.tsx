// The three document pages. Their tiles and the PDF modal come with the resources and pdf-viewer features.
import { FindTiresButton } from '../../components/FindTiresButton';
import { PageIntro } from '../../components/PageIntro';

export function BrochuresPage() {
  return (
    <div className="container page">
      <PageIntro
        title="OTR Brochures/Sell Sheets"
        lead="We are changing the ground rules of tire performance. Learn more here!"
      />
    </div>
  );
}

export function PressureRecommendationsPage() {
  return (
    <div className="container page">
      <PageIntro title="OE Pressure Recommendations" lead="What's the right pressure for your tires? Find out here!" />
    </div>
  );
}

export function EngineeringDataPage() {
  return (
    <div className="container page">
      <PageIntro
        title="Engineering Data"
        lead="Dimensions, load and inflation tables for the whole OTR range, in one databook."
      >
        <FindTiresButton />
      </PageIntro>
    </div>
  );
}
