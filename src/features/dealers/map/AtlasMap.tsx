// The dealer map without any outside service: Natural Earth country outlines (world-atlas, 1:50m) drawn as
// SVG in Web Mercator, the searched place and the dealers of the page as numbered points. Same behaviour
// as the Mapbox map: fitted to the search, zoom buttons, a popup per dealer, highlight shared with the list.
import { geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useEffect, useMemo, useRef, useState } from 'react';
import countries50m from 'world-atlas/countries-50m.json';
import { DEFAULT_VIEW, fitView, MAP_HEIGHT, MAX_ZOOM, MIN_ZOOM, scaleForZoom, type MapView } from './view';
import { DealerPopup } from './DealerPopup';
import type { DealerMapProps } from './types';

const topology = countries50m as unknown as Topology<{ countries: GeometryCollection }>;
const countries = feature(topology, topology.objects.countries).features;

export default function AtlasMap({ place, dealers, highlighted, unit, onHighlight }: DealerMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(1000);
  // Zoom steps the visitor took from the fitted view; a new fit (a new search) starts again from zero.
  const [zoomSteps, setZoomSteps] = useState<{ view: MapView | null; by: number }>({ view: null, by: 0 });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth || 1000);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth || 1000));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const fitted: MapView = useMemo(
    () => (place ? fitView([place, ...dealers], width, MAP_HEIGHT) : DEFAULT_VIEW),
    [place, dealers, width],
  );
  const zoomBy = zoomSteps.view === fitted ? zoomSteps.by : 0;
  const zoom = (step: number) => setZoomSteps({ view: fitted, by: zoomBy + step });
  const view = { ...fitted, zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, fitted.zoom + zoomBy)) };

  const projection = useMemo(
    () =>
      geoMercator()
        .scale(scaleForZoom(view.zoom))
        .center([view.longitude, view.latitude])
        .translate([width / 2, MAP_HEIGHT / 2])
        .clipExtent([
          [0, 0],
          [width, MAP_HEIGHT],
        ]),
    [view.zoom, view.longitude, view.latitude, width],
  );
  const outlines = useMemo(() => {
    const path = geoPath(projection);
    return countries.map((c, i) => ({ key: `${c.id ?? i}`, d: path(c) ?? '' })).filter((c) => c.d !== '');
  }, [projection]);

  const at = (p: { latitude: number; longitude: number }) => projection([p.longitude, p.latitude]) ?? [-100, -100];
  const active = dealers.find((d) => d.dealer_id === highlighted) ?? null;
  const [px, py] = active ? at(active) : [0, 0];
  const [sx, sy] = place ? at(place) : [0, 0];

  return (
    <div className="dealer-map dealer-map--atlas" ref={box} data-map="atlas">
      <svg width="100%" height={MAP_HEIGHT} viewBox={`0 0 ${width} ${MAP_HEIGHT}`} aria-labelledby="dealer-map-title">
        <title id="dealer-map-title">{place ? `Map of dealers near ${place.label}` : 'Map of the dealer network'}</title>
        <rect width={width} height={MAP_HEIGHT} className="dealer-map__sea" />
        <g className="dealer-map__land" aria-hidden="true">
          {outlines.map((c) => (
            <path key={c.key} d={c.d} />
          ))}
        </g>
        {place ? (
          <g className="dealer-map__place" transform={`translate(${sx} ${sy})`} role="img" aria-label={`Searched location: ${place.label}`}>
            <circle r="14" className="dealer-map__place-ring" />
            <circle r="6" />
          </g>
        ) : null}
        {dealers.map((d, i) => {
          const [x, y] = at(d);
          const on = d.dealer_id === highlighted;
          return (
            <g
              key={d.dealer_id}
              className={`dealer-map__marker${on ? ' is-highlighted' : ''}`}
              transform={`translate(${x} ${y})`}
              role="button"
              tabIndex={0}
              aria-label={`${i + 1}. ${d.name}`}
              aria-pressed={on}
              data-dealer-id={d.dealer_id}
              onClick={() => onHighlight(on ? null : d.dealer_id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onHighlight(on ? null : d.dealer_id);
                }
              }}
            >
              <circle r={on ? 15 : 12} />
              <text textAnchor="middle" dy="0.35em">
                {i + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="dealer-map__zoom">
        <button type="button" aria-label="Zoom in" onClick={() => zoom(1)} disabled={view.zoom >= MAX_ZOOM}>
          +
        </button>
        <button type="button" aria-label="Zoom out" onClick={() => zoom(-1)} disabled={view.zoom <= MIN_ZOOM}>
          −
        </button>
      </div>
      {active ? (
        <div className="dealer-map__popup" style={{ left: px, top: py }}>
          <DealerPopup dealer={active} unit={unit} onClose={() => onHighlight(null)} />
        </div>
      ) : null}
    </div>
  );
}
