// The dealer map without any outside service: Natural Earth country outlines (world-atlas) drawn as SVG in
// Web Mercator, the searched place and the dealers of the page as numbered points. Same behaviour as the
// Mapbox map: fitted to the search, zoom buttons, a popup per dealer, highlight shared with the list.
// The outlines cost the page little: the detail level the zoom needs is its own chunk, fetched and read by a
// worker after the map mounts; only the countries in view are projected, in a transition (React yields
// between countries), while the points, the popup and the buttons follow every change at once. Until the
// new outlines are ready the previous ones are moved and scaled to the new view.
import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { atlasLevel, type Atlas, type AtlasLevel } from './atlas';
import { loadAtlas } from './atlas-load';
import { AtlasLand, type LandFrame } from './AtlasLand';
import { project, reprojection, viewport } from './mercator';
import { DEFAULT_VIEW, fitView, MAP_HEIGHT, MAX_ZOOM, MIN_ZOOM, type MapView } from './view';
import { DealerPopup } from './DealerPopup';
import type { DealerMapProps } from './types';

export default function AtlasMap({ place, dealers, highlighted, unit, onHighlight }: DealerMapProps) {
  const box = useRef<HTMLDivElement>(null);
  // The map's width in px, from a ResizeObserver (which reads it after layout, where reading clientWidth
  // would force one); until it is known the map shows only its sea.
  const [measured, setWidth] = useState<number | null>(null);
  const width = measured ?? 1000;
  // Zoom steps the visitor took from the fitted view; a new fit (a new search) starts again from zero.
  const [zoomSteps, setZoomSteps] = useState<{ view: MapView | null; by: number }>({ view: null, by: 0 });
  const [atlases, setAtlases] = useState<Partial<Record<AtlasLevel, Atlas>>>({});

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') return setWidth(el.clientWidth || 1000);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0) || 1000));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const fitted: MapView = useMemo(
    () => (place ? fitView([place, ...dealers], width, MAP_HEIGHT) : DEFAULT_VIEW),
    [place, dealers, width],
  );
  const zoomBy = zoomSteps.view === fitted ? zoomSteps.by : 0;
  const zoom = (step: number) => setZoomSteps({ view: fitted, by: zoomBy + step });
  const zoomLevel = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, fitted.zoom + zoomBy));
  const view: MapView = useMemo(() => ({ ...fitted, zoom: zoomLevel }), [fitted, zoomLevel]);
  const vp = useMemo(() => viewport(view, width, MAP_HEIGHT), [view, width]);

  const level = atlasLevel(view.zoom);
  useEffect(() => {
    if (atlases[level]) return;
    loadAtlas(level).then(
      (atlas) => startTransition(() => setAtlases((known) => ({ ...known, [level]: atlas }))),
      () => undefined, // offline: the map keeps its sea and points, and the next zoom tries again
    );
  }, [level, atlases]);
  // The level the zoom needs; the other one while it loads.
  const atlas = atlases[level] ?? Object.values(atlases)[0];
  const target: LandFrame | null = useMemo(
    () => (atlas && measured ? { atlas, view, width: measured, height: MAP_HEIGHT } : null),
    [atlas, view, measured],
  );
  const land = useDeferredValue(target);

  const at = (p: { latitude: number; longitude: number }) => project(vp, p);
  const shown = measured ? dealers : [];
  const active = shown.find((d) => d.dealer_id === highlighted) ?? null;
  const [px, py] = active ? at(active) : [0, 0];
  const [sx, sy] = place ? at(place) : [0, 0];

  return (
    <div className="dealer-map dealer-map--atlas" ref={box} data-map="atlas">
      <svg width="100%" height={MAP_HEIGHT} viewBox={`0 0 ${width} ${MAP_HEIGHT}`} aria-labelledby="dealer-map-title">
        <title id="dealer-map-title">{place ? `Map of dealers near ${place.label}` : 'Map of the dealer network'}</title>
        <rect width={width} height={MAP_HEIGHT} className="dealer-map__sea" />
        <g
          className="dealer-map__land"
          aria-hidden="true"
          transform={land ? reprojection(viewport(land.view, land.width, land.height), vp) : undefined}
        >
          {land ? <AtlasLand frame={land} /> : null}
        </g>
        {place && measured ? (
          <g className="dealer-map__place" transform={`translate(${sx} ${sy})`} role="img" aria-label={`Searched location: ${place.label}`}>
            <circle r="14" className="dealer-map__place-ring" />
            <circle r="6" />
          </g>
        ) : null}
        {shown.map((d, i) => {
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
