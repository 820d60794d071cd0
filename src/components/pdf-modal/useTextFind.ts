// "Find" for the PDF viewer, built on @react-pdf-viewer/core's plugin hooks (the search plugin package is not
// installed): the matches are counted in every page's text content, the rendered text layers get <mark>s,
// and Previous/Next jump to the page of the wanted match and bring it into view. The search's lifecycle is the
// pdfFind machine's; this hook gives it the document (its `locate` actor) and the text layers (its actions).
import { LayerRenderStatus, type Plugin, type PluginFunctions, type PdfJs } from '@react-pdf-viewer/core';
import { useLayoutEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  matchAt,
  pdfFindMachine,
  totalMatches,
  type PdfFindContext,
  type PdfMatch,
} from '../../../machines/pdf-find.machine';
import { useAppMachine } from '../useAppMachine';
import { countMatches, CURRENT_HIT_CLASS, highlightLayer } from './text-highlight';

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
  find: (term: string) => void;
  next: () => void;
  previous: () => void;
}

/** The match count of each page of `doc` for `term`. */
async function countPerPage(doc: PdfJs.PdfDocument, term: string): Promise<number[]> {
  const perPage: number[] = [];
  for (let pageIndex = 0; pageIndex < doc.numPages; pageIndex += 1) {
    const content = await (await doc.getPage(pageIndex + 1)).getTextContent();
    perPage.push(countMatches(content.items.map((item) => item.str ?? ''), term).reduce((a, b) => a + b, 0));
  }
  return perPage;
}

/** What the viewer gives the machine: its document, rendered text layers and page jumps. */
class ViewerParts {
  doc: PdfJs.PdfDocument | null = null;
  viewer: PluginFunctions | null = null;
  readonly layers = new Map<number, HTMLElement>();
  /** Scroll the current match into view once its layer is marked. */
  reveal = false;
  /** The machine's context now (a layer rendering later is marked with it). */
  context: () => PdfFindContext | null = () => null;

  install(viewer: PluginFunctions): void {
    this.viewer = viewer;
  }

  load(doc: PdfJs.PdfDocument): void {
    this.doc = doc;
  }

  follow(context: () => PdfFindContext): void {
    this.context = context;
  }

  rendered(pageIndex: number, layer: HTMLElement): void {
    this.layers.set(pageIndex, layer);
    const context = this.context();
    if (context) this.paint(context, pageIndex, layer);
  }

  paint(context: PdfFindContext, pageIndex: number, layer: HTMLElement): void {
    const here = matchAt(context, context.current);
    const marks = highlightLayer(layer, context.term, here?.pageIndex === pageIndex ? here.rank : null);
    if (this.reveal && here?.pageIndex === pageIndex) {
      const mark = marks.find((m) => m.classList.contains(CURRENT_HIT_CLASS));
      if (mark) {
        this.reveal = false;
        mark.scrollIntoView({ block: 'center', inline: 'nearest' });
      }
    }
  }

  repaint(context: PdfFindContext): void {
    for (const [pageIndex, layer] of this.layers) {
      if (layer.isConnected) this.paint(context, pageIndex, layer);
      else this.layers.delete(pageIndex);
    }
  }

  /** Jumps to the page first, then marks: a rendered page scrolls to the match now, another one as soon as
   * its text layer renders (paint() reveals it). */
  show(context: PdfFindContext, match: PdfMatch | null): void {
    this.reveal = true;
    const jumped = match && this.viewer ? this.viewer.jumpToPage(match.pageIndex) : Promise.resolve();
    const mark = () => this.repaint(context);
    void jumped.then(mark, mark);
  }
}

/** The machine with the viewer's actor and actions. */
function findMachineFor(parts: ViewerParts) {
  return pdfFindMachine.provide({
    actors: {
      locate: fromPromise<number[], { term: string }>(({ input }) =>
        parts.doc
          ? countPerPage(parts.doc, input.term).catch((error: unknown) => {
              console.error('Searching the PDF failed', error);
              return [];
            })
          : Promise.resolve([]),
      ),
    },
    actions: {
      repaint: ({ context }) => parts.repaint(context),
      showMatch: ({ context }, match: PdfMatch | null) => parts.show(context, match),
    },
  });
}

export function useTextFind(): TextFind {
  // The plugin's callbacks run outside React's render: they reach the viewer and the machine through `parts`.
  const [parts] = useState(() => new ViewerParts());
  const machine = useMemo(() => findMachineFor(parts), [parts]);
  const [snapshot, send, actor] = useAppMachine(machine);
  useLayoutEffect(() => parts.follow(() => actor.getSnapshot().context), [parts, actor]);

  const plugin = useMemo<Plugin>(
    () => ({
      install: (functions) => parts.install(functions),
      onDocumentLoad: ({ doc }) => parts.load(doc),
      onTextLayerRender: ({ ele, pageIndex, status }) => {
        if (status === LayerRenderStatus.DidRender) parts.rendered(pageIndex, ele);
      },
    }),
    [parts],
  );

  const { context } = snapshot;
  const state: FindState = {
    term: context.term,
    matches: totalMatches(context),
    current: context.current,
    searching: snapshot.hasTag('busy'),
  };
  return {
    plugin,
    state,
    find: (text) => send({ type: 'find.search', text }),
    next: () => send({ type: 'find.next' }),
    previous: () => send({ type: 'find.previous' }),
  };
}
