import { useEffect, useRef } from 'react';
import type { DealerResult, DistanceUnit } from '../../../contract/dealers';
import { addressLines, directionsUrl, formatDistance, telHref } from '../format';

interface Props {
  dealers: DealerResult[];
  /** Number of the first dealer of this page (11 on page 2). */
  first: number;
  unit: DistanceUnit;
  highlighted: number | null;
  onHighlight(dealerId: number | null): void;
}

/** The page's dealers, nearest first; each shows its map number and highlights its map point. */
export function DealerList({ dealers, first, unit, highlighted, onHighlight }: Props) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (highlighted === null) return;
    const item = list.current?.querySelector(`[data-dealer-id="${highlighted}"]`);
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted]);

  return (
    <ol className="dealer-list" ref={list} start={first} aria-label="Dealers">
      {dealers.map((d, i) => {
        const [street, city] = addressLines(d);
        const on = d.dealer_id === highlighted;
        return (
          <li
            key={d.dealer_id}
            className={`dealer-card${on ? ' is-highlighted' : ''}`}
            data-dealer-id={d.dealer_id}
          >
            <div className="dealer-card__head">
              <span className="dealer-card__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="dealer-card__name">{d.name}</h3>
              <span className="dealer-card__distance">{formatDistance(d.distance_km, unit)}</span>
            </div>
            <address>
              {street}
              <br />
              {city}
            </address>
            <a className="dealer-card__phone" href={telHref(d.phone)}>
              {d.phone}
            </a>
            <p className="dealer-card__services">
              <span className="visually-hidden">Services: </span>
              {d.services.join(' · ')}
            </p>
            <p className="dealer-card__hours">{d.hours.join('; ')}</p>
            <div className="dealer-card__actions">
              <button type="button" className="link-button" aria-pressed={on} onClick={() => onHighlight(d.dealer_id)}>
                Show on map
              </button>
              <a href={directionsUrl(d)} target="_blank" rel="noopener noreferrer">
                Directions<span className="visually-hidden"> to {d.name} (opens in a new tab)</span>
              </a>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
