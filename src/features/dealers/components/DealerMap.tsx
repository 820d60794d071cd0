import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectMapboxStyle, selectMapboxToken } from '../../../app/config-slice';
import type { DealerMapProps } from '../map/types';
import { MAP_HEIGHT } from '../map/view';

// Each map is its own chunk, fetched only by /dealers: Mapbox GL when a token is configured, the offline
// atlas otherwise. Neither is ever part of another page's JavaScript.
const MapboxMap = lazy(() => import(/* webpackChunkName: "dealer-map-mapbox" */ '../map/MapboxMap'));
const AtlasMap = lazy(() => import(/* webpackChunkName: "dealer-map-atlas" */ '../map/AtlasMap'));

export function DealerMap(props: DealerMapProps) {
  const token = useAppSelector(selectMapboxToken);
  const mapStyle = useAppSelector(selectMapboxStyle);
  return (
    <section className="dealer-map-frame" aria-label="Dealer map">
      <Suspense fallback={<div className="dealer-map dealer-map--loading" style={{ height: MAP_HEIGHT }}>Loading the map…</div>}>
        {token ? <MapboxMap token={token} mapStyle={mapStyle} {...props} /> : <AtlasMap {...props} />}
      </Suspense>
    </section>
  );
}
