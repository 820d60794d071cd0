import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../state/hooks';
import { selectMapboxStyle, selectMapboxToken } from '../../../state/config-slice';
import { useHasDom } from '../../../components/useHasDom';
import type { DealerMapProps } from '../map/types';
import { MAP_HEIGHT } from '../map/view';

// Each map is its own chunk, fetched only by /dealers: Mapbox GL when a token is configured, the offline
// atlas otherwise. Neither is ever part of another page's JavaScript, nor rendered on the server: the server
// and the hydrating render show the loading stand-in, the map mounts right after.
const MapboxMap = lazy(() => import(/* webpackChunkName: "dealer-map-mapbox" */ '../map/MapboxMap'));
const AtlasMap = lazy(() => import(/* webpackChunkName: "dealer-map-atlas" */ '../map/AtlasMap'));

export function DealerMap(props: DealerMapProps) {
  const token = useAppSelector(selectMapboxToken);
  const mapStyle = useAppSelector(selectMapboxStyle);
  const hasDom = useHasDom();
  const loading = (
    <div className="dealer-map dealer-map--loading" style={{ height: MAP_HEIGHT }}>
      Loading the map…
    </div>
  );
  return (
    <section className="dealer-map-frame" aria-label="Dealer map">
      {hasDom ? (
        <Suspense fallback={loading}>
          {token ? <MapboxMap token={token} mapStyle={mapStyle} {...props} /> : <AtlasMap {...props} />}
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
