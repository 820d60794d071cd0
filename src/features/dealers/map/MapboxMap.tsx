// The dealer map on Mapbox GL (when the server has MAPBOX_TOKEN; SPEC §7 "a maps service is loaded for the
// dealer map"). Own lazy chunk: mapbox-gl is downloaded only by /dealers, and only when a token is set.
import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import { useEffect, useRef } from 'react';
import type { DealerResult, DistanceUnit } from '../../../contract/dealers';
import { addressLines, directionsUrl, formatDistance, telHref } from '../format';
import type { DealerMapProps } from './types';
import { DEFAULT_VIEW, MAP_HEIGHT } from './view';

interface Props extends DealerMapProps {
  token: string;
  mapStyle: string;
}

function popupContent(d: DealerResult, unit: DistanceUnit): HTMLElement {
  const root = document.createElement('div');
  root.className = 'dealer-popup';
  const line = (tag: string, text: string) => {
    const el = document.createElement(tag);
    el.textContent = text;
    root.append(el);
    return el;
  };
  line('strong', d.name);
  for (const text of addressLines(d)) line('span', text);
  line('span', `${formatDistance(d.distance_km, unit)} away`);
  (line('a', d.phone) as HTMLAnchorElement).href = telHref(d.phone);
  const directions = line('a', 'Directions') as HTMLAnchorElement;
  directions.href = directionsUrl(d);
  directions.target = '_blank';
  directions.rel = 'noopener noreferrer';
  return root;
}

export default function MapboxMap({ token, mapStyle, place, dealers, highlighted, unit, onHighlight }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<mapboxgl.Map | null>(null);
  const markers = useRef(new Map<number, { marker: mapboxgl.Marker; popup: mapboxgl.Popup }>());
  const highlight = useRef(onHighlight);
  useEffect(() => {
    highlight.current = onHighlight;
  });

  useEffect(() => {
    const m = new mapboxgl.Map({
      container: box.current!,
      accessToken: token,
      style: mapStyle,
      center: [DEFAULT_VIEW.longitude, DEFAULT_VIEW.latitude],
      zoom: DEFAULT_VIEW.zoom,
    });
    m.addControl(new mapboxgl.NavigationControl({ showCompass: false }), 'top-right');
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [token, mapStyle]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const added: mapboxgl.Marker[] = [];
    markers.current.clear();
    if (place) {
      const el = document.createElement('div');
      el.className = 'dealer-map__place-pin';
      el.setAttribute('role', 'img');
      el.setAttribute('aria-label', `Searched location: ${place.label}`);
      added.push(new mapboxgl.Marker({ element: el }).setLngLat([place.longitude, place.latitude]).addTo(m));
    }
    dealers.forEach((d, i) => {
      const el = document.createElement('button');
      el.type = 'button';
      el.className = 'dealer-map__pin';
      el.textContent = String(i + 1);
      el.dataset.dealerId = String(d.dealer_id);
      el.setAttribute('aria-label', `${i + 1}. ${d.name}`);
      el.addEventListener('click', (e) => {
        e.stopPropagation();
        highlight.current(el.getAttribute('aria-pressed') === 'true' ? null : d.dealer_id);
      });
      const popup = new mapboxgl.Popup({ offset: 18, closeButton: true, closeOnClick: false }).setDOMContent(popupContent(d, unit));
      popup.on('close', () => {
        if (el.getAttribute('aria-pressed') === 'true') highlight.current(null);
      });
      const marker = new mapboxgl.Marker({ element: el }).setLngLat([d.longitude, d.latitude]).addTo(m);
      markers.current.set(d.dealer_id, { marker, popup });
      added.push(marker);
    });
    if (place) {
      const bounds = new mapboxgl.LngLatBounds([place.longitude, place.latitude], [place.longitude, place.latitude]);
      for (const d of dealers) bounds.extend([d.longitude, d.latitude]);
      m.fitBounds(bounds, { padding: 60, maxZoom: 10, duration: 0 });
    }
    return () => added.forEach((mk) => mk.remove());
  }, [place, dealers, unit]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    for (const [id, { marker, popup }] of markers.current) {
      const on = id === highlighted;
      marker.getElement().classList.toggle('is-highlighted', on);
      marker.getElement().setAttribute('aria-pressed', String(on));
      if (on && !popup.isOpen()) popup.setLngLat(marker.getLngLat()).addTo(m);
      if (!on && popup.isOpen()) popup.remove();
    }
  }, [highlighted, place, dealers, unit]);

  return <div className="dealer-map dealer-map--mapbox" data-map="mapbox" ref={box} style={{ height: MAP_HEIGHT }} />;
}
