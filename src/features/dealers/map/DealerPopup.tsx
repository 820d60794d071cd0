import type { DealerResult, DistanceUnit } from '../../../contract/dealers';
import { addressLines, directionsUrl, formatDistance, telHref } from '../format';

/** The popup of one dealer on the offline map (the Mapbox map builds the same content in its own popup). */
export function DealerPopup({ dealer, unit, onClose }: { dealer: DealerResult; unit: DistanceUnit; onClose(): void }) {
  const [street, city] = addressLines(dealer);
  return (
    <div className="dealer-popup" role="dialog" aria-label={dealer.name}>
      <button type="button" className="dealer-popup__close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      <strong>{dealer.name}</strong>
      <span>{street}</span>
      <span>{city}</span>
      <span>{formatDistance(dealer.distance_km, unit)} away</span>
      <a href={telHref(dealer.phone)}>{dealer.phone}</a>
      <a href={directionsUrl(dealer)} target="_blank" rel="noopener noreferrer">
        Directions
      </a>
    </div>
  );
}
