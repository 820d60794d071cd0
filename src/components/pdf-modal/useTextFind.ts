// "Find" for the PDF viewer, built on @react-pdf-viewer/core's plugin hooks (the search plugin package is not
// installed): the matches are counted in every page's text content, the rendered text layers get <mark>s,
// and Previous/Next jump to the page of the wanted match and bring it into view.
import { LayerRenderStatus, type Plugin, type PluginFunctions, type PdfJs } from '@react-pdf-viewer/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { countMatches, CURRENT_HIT_CLASS, highlightLayer } from './text-highlight';

/** One match: its page and its rank among that page's matches. */
interface Match {
  pageIndex: number;
  rank: number;
}

export interface FindState {
  term: string;
  matches: number;
  /** 0-based index of the current match; -1 when there is none. */
  current: number;
  searching: boolean;
}

export interface TextFind {
  plugin: Plugin;
  state: FindState;
  find: (term: string) => Promise<void>;
  next: () => void;
  previous: () => void;
}

const IDLE: FindState = { term: '', matches: 0, current: -1, searching: false };

async function locateMatches(doc: PdfJs.PdfDocument, term: string): Promise<Match[]> {
  const matches: Match[] = [];
  for (let pageIndex = 0; pageIndex < doc.numPages; pageIndex += 1) {
    const content = await (await doc.getPage(pageIndex + 1)).getTextContent();
    const total = countMatches(content.items.map((item) => item.str ?? ''), term).reduce((a, b) => a + b, 0);
    for (let rank = 0; rank < total; rank += 1) matches.push({ pageIndex, rank });
  }
  return matches;
}

export function useTextFind(): TextFind {
  const [state, setState] = useState<FindState>(IDLE);
  // The plugin's callbacks run outside React's render: they read the latest search through refs.
  const search = useRef({ term: '', matches: [] as Match[], current: -1, reveal: false });
  const layers = useRef(new Map<number, HTMLElement>());
  const viewer = useRef<PluginFunctions | null>(null);
  const doc = useRef<PdfJs.PdfDocument | null>(null);
  const latestFind = useRef(0);

  const paint = useCallback((pageIndex: number, layer: HTMLElement) => {
    const { term, matches, current } = search.current;
    const here = matches[current];
    const marks = highlightLayer(layer, term, here?.pageIndex === pageIndex ? here.rank : null);
    if (search.current.reveal && here?.pageIndex === pageIndex) {
      const mark = marks.find((m) => m.classList.contains(CURRENT_HIT_CLASS));
      if (mark) {
        search.current.reveal = false;
        mark.scrollIntoView({ block: 'center', inline: 'nearest' });
      }
    }
  }, []);

  const repaint = useCallback(() => {
    for (const [pageIndex, layer] of layers.current) {
      if (layer.isConnected) paint(pageIndex, layer);
      else layers.current.delete(pageIndex);
    }
  }, [paint]);

  const plugin = useMemo<Plugin>(
    () => ({
      install: (functions) => {
        viewer.current = functions;
      },
      onDocumentLoad: ({ doc: loaded }) => {
        doc.current = loaded;
      },
      onTextLayerRender: ({ ele, pageIndex, status }) => {
        if (status !== LayerRenderStatus.DidRender) return;
        layers.current.set(pageIndex, ele);
        paint(pageIndex, ele);
      },
    }),
    [paint],
  );

  const show = useCallback(
    (current: number) => {
      const match = search.current.matches[current];
      search.current.current = current;
      search.current.reveal = true;
      setState((s) => ({ ...s, current }));
      // Jump to the page first, then mark: a rendered page scrolls to the match now, another one as soon as
      // its text layer renders (paint() reveals it).
      const jumped = match && viewer.current ? viewer.current.jumpToPage(match.pageIndex) : Promise.resolve();
      void jumped.then(repaint, repaint);
    },
    [repaint],
  );

  const find = useCallback(
    async (raw: string) => {
      const term = raw.trim();
      if (term && term === search.current.term && search.current.matches.length > 0) {
        show((search.current.current + 1) % search.current.matches.length); // Enter again: the next match
        return;
      }
      const id = ++latestFind.current;
      setState({ ...IDLE, term, searching: Boolean(term) });
      const matches =
        term && doc.current
          ? await locateMatches(doc.current, term).catch((error: unknown) => {
              console.error('Searching the PDF failed', error);
              return [];
            })
          : [];
      if (id !== latestFind.current) return; // a newer search started meanwhile
      search.current = { term, matches, current: -1, reveal: false };
      setState({ term, matches: matches.length, current: -1, searching: false });
      if (matches.length > 0) show(0);
      else repaint();
    },
    [repaint, show],
  );

  const step = useCallback(
    (by: 1 | -1) => {
      const total = search.current.matches.length;
      if (total > 0) show((search.current.current + by + total) % total);
    },
    [show],
  );
  const next = useCallback(() => step(1), [step]);
  const previous = useCallback(() => step(-1), [step]);

  return { plugin, state, find, next, previous };
}
