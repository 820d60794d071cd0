// The land of the offline map: only the countries the view can show, each its own component, so that when
// the map draws them in a transition React can yield to the browser between countries.
import { memo, useMemo } from 'react';
import { visibleCountries, type Atlas } from './atlas';
import { countryPath } from './atlas-path';
import { viewport, type Viewport } from './mercator';
import type { MapView } from './view';

export interface LandFrame {
  atlas: Atlas;
  view: MapView;
  width: number;
  height: number;
}

const Country = memo(function Country({ atlas, index, vp }: { atlas: Atlas; index: number; vp: Viewport }) {
  const d = countryPath(atlas, index, vp);
  // The stroke keeps its width while the map scales stale outlines to a new zoom.
  return d ? <path d={d} vectorEffect="non-scaling-stroke" /> : null;
});

export const AtlasLand = memo(function AtlasLand({ frame }: { frame: LandFrame }) {
  const { atlas, view, width, height } = frame;
  const vp = useMemo(() => viewport(view, width, height), [view, width, height]);
  const shown = useMemo(() => visibleCountries(atlas, vp.bounds), [atlas, vp]);
  return shown.map((c) => <Country key={`${atlas.level}-${c}`} atlas={atlas} index={c} vp={vp} />);
});
