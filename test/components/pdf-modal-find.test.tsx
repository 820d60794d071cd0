import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PdfToolbar } from '../../src/components/pdf-modal/PdfToolbar';
import {
  clearHighlights,
  countMatches,
  CURRENT_HIT_CLASS,
  findOffsets,
  HIT_CLASS,
  highlightLayer,
} from '../../src/components/pdf-modal/text-highlight';
import type { FindState, TextFind } from '../../src/components/pdf-modal/useTextFind';

/** A text layer as pdf.js renders it: absolutely placed spans, one per text item. */
function textLayer(...lines: string[]): HTMLElement {
  const layer = document.createElement('div');
  layer.className = 'rpv-core__text-layer';
  for (const line of lines) {
    const span = document.createElement('span');
    span.className = 'rpv-core__text-layer-text';
    span.textContent = line;
    layer.append(span);
  }
  document.body.append(layer);
  return layer;
}

describe('find highlights on a text layer', () => {
  it('finds case-insensitive, non-overlapping matches', () => {
    expect(findOffsets('Basalt RH-4A+ by basalt', 'BASALT')).toEqual([0, 17]);
    expect(findOffsets('aaaa', 'aa')).toEqual([0, 2]);
    expect(findOffsets('anything', '')).toEqual([]);
    expect(countMatches(['Basalt tires', 'none here', 'basalt, Basalt'], 'basalt')).toEqual([1, 0, 2]);
  });

  it('marks every match inside its span, keeping the text, and the current one apart', () => {
    const layer = textLayer('Basalt RH-4A+ tires', 'Rigid haul', 'Ask Basalt or basalt dealers');
    const marks = highlightLayer(layer, 'basalt', 1);
    expect(marks.map((m) => m.textContent)).toEqual(['Basalt', 'Basalt', 'basalt']);
    expect(marks.every((m) => m.tagName === 'MARK' && m.classList.contains(HIT_CLASS))).toBe(true);
    expect(marks.map((m) => m.classList.contains(CURRENT_HIT_CLASS))).toEqual([false, true, false]);
    expect(Array.from(layer.children).map((s) => s.textContent)).toEqual([
      'Basalt RH-4A+ tires',
      'Rigid haul',
      'Ask Basalt or basalt dealers',
    ]);
  });

  it('replaces the previous highlights on a new search and clears them entirely', () => {
    const layer = textLayer('Basalt tires for haul roads');
    highlightLayer(layer, 'basalt');
    expect(highlightLayer(layer, 'haul').map((m) => m.textContent)).toEqual(['haul']);
    expect(layer.querySelectorAll('mark')).toHaveLength(1);
    clearHighlights(layer);
    expect(layer.querySelectorAll('mark')).toHaveLength(0);
    const span = layer.firstElementChild!;
    expect(span.childNodes).toHaveLength(1);
    expect(span.textContent).toBe('Basalt tires for haul roads');
  });
});

function fakeFind(state: Partial<FindState> = {}): TextFind {
  return {
    plugin: {},
    state: { term: '', matches: 0, current: -1, searching: false, ...state },
    find: jest.fn(async () => {}),
    next: jest.fn(),
    previous: jest.fn(),
  };
}

const URL_ = '/website/documents/brochure-rh-4a-plus-lineup.pdf';

describe('PDF viewer toolbar', () => {
  afterEach(() => document.querySelectorAll('.pdf-print-frame').forEach((f) => f.remove()));

  it('downloads the document under its own file name', () => {
    render(<PdfToolbar url={URL_} find={fakeFind()} />);
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', URL_);
    expect(link).toHaveAttribute('download', 'brochure-rh-4a-plus-lineup.pdf');
  });

  it('prints from a hidden frame holding the document, one frame at a time', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PdfToolbar url={URL_} find={fakeFind()} />);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    const frames = document.querySelectorAll<HTMLIFrameElement>('iframe.pdf-print-frame');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe(URL_);
    expect(frames[0]).toHaveAttribute('aria-hidden', 'true');
    unmount();
    expect(document.querySelectorAll('iframe.pdf-print-frame')).toHaveLength(0);
  });

  it('searches the typed text on Enter or Find, and steps through matches', async () => {
    const user = userEvent.setup();
    const idle = fakeFind();
    const { rerender } = render(<PdfToolbar url={URL_} find={idle} />);
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: 'Find in document' }), 'Basalt{Enter}');
    expect(idle.find).toHaveBeenCalledWith('Basalt');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(idle.find).toHaveBeenCalledTimes(2);

    const found = fakeFind({ term: 'Basalt', matches: 3, current: 0 });
    rerender(<PdfToolbar url={URL_} find={found} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 matches');
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(found.next).toHaveBeenCalledTimes(1);
    expect(found.previous).toHaveBeenCalledTimes(1);

    rerender(<PdfToolbar url={URL_} find={fakeFind({ term: 'Granite', matches: 0 })} />);
    expect(screen.getByRole('status')).toHaveTextContent('No matches for “Granite”');
  });
});
