// /resources/brochures and /resources/pressure-recommendations (SPEC §2): collapsible sections of document
// tiles; a tile opens its PDF in the shared PDF modal.
import { PageIntro } from '../../components/PageIntro';
import { usePdfModal } from '../../components/pdf-modal/usePdfModal';
import { DocumentList } from './components/DocumentList';
import { DocumentSection } from './components/DocumentSection';
import './resources.css';

/** SPEC §9 accordion maximum heights. */
export const BROCHURES_MAX_HEIGHT_PX = 6000;
export const PRESSURE_MAX_HEIGHT_PX = 5000;

export function BrochuresPage() {
  const pdf = usePdfModal();
  return (
    <div className="container page">
      <PageIntro
        title="OTR Brochures/Sell Sheets"
        lead="We are changing the ground rules of tire performance. Learn more here!"
      />
      <DocumentSection title="Brochures" maxHeight={BROCHURES_MAX_HEIGHT_PX}>
        <DocumentList type="BROCHURES" what="the brochures" onOpen={pdf.open} />
      </DocumentSection>
      <DocumentSection title="Sell Sheets" maxHeight={BROCHURES_MAX_HEIGHT_PX}>
        <DocumentList type="SELL_SHEET" what="the sell sheets" onOpen={pdf.open} />
      </DocumentSection>
      {pdf.modal}
    </div>
  );
}

export function PressureRecommendationsPage() {
  const pdf = usePdfModal();
  return (
    <div className="container page">
      <PageIntro title="OE Pressure Recommendations" lead="What's the right pressure for your tires? Find out here!" />
      <DocumentSection title="OE Pressure Recommendations" maxHeight={PRESSURE_MAX_HEIGHT_PX}>
        <DocumentList type="OE_PRESSURE" what="the pressure recommendations" onOpen={pdf.open} />
      </DocumentSection>
      {pdf.modal}
    </div>
  );
}
