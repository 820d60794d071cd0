// The viewer's controls (SPEC §2 PDF modal): find (with previous/next match), download and print.
import { useEffect, useId, useRef, useState } from 'react';
import { printDocument } from './print-document';
import type { TextFind } from './useTextFind';

function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop();
  return last ? decodeURIComponent(last) : 'document.pdf';
}

function findStatus({ term, matches, current, searching }: TextFind['state']): string {
  if (searching) return 'Searching…';
  if (!term) return '';
  if (matches === 0) return `No matches for “${term}”`;
  return `${current + 1} of ${matches} ${matches === 1 ? 'match' : 'matches'}`;
}

export function PdfToolbar({ url, find }: { url: string; find: TextFind }) {
  const [text, setText] = useState('');
  const inputId = useId();
  const removePrintFrame = useRef<(() => void) | null>(null);
  useEffect(() => () => removePrintFrame.current?.(), []);
  const hasMatches = find.state.matches > 0;

  return (
    <div className="pdf-toolbar">
      <form
        className="pdf-toolbar__find"
        role="search"
        aria-label="In the document"
        onSubmit={(event) => {
          event.preventDefault();
          void find.find(text);
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          Find in document
        </label>
        <input
          id={inputId}
          type="search"
          className="pdf-toolbar__input"
          placeholder="Find in document"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="pdf-toolbar__button">
          Find
        </button>
        <button
          type="button"
          className="pdf-toolbar__button"
          aria-label="Previous match"
          disabled={!hasMatches}
          onClick={find.previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="pdf-toolbar__button"
          aria-label="Next match"
          disabled={!hasMatches}
          onClick={find.next}
        >
          <span aria-hidden="true">›</span>
        </button>
        <span className="pdf-toolbar__status" role="status">
          {findStatus(find.state)}
        </span>
      </form>
      <div className="pdf-toolbar__actions">
        <a className="pdf-toolbar__button" href={url} download={fileNameOf(url)}>
          Download
        </a>
        <button
          type="button"
          className="pdf-toolbar__button"
          onClick={() => {
            removePrintFrame.current?.();
            removePrintFrame.current = printDocument(url);
          }}
        >
          Print
        </button>
      </div>
    </div>
  );
}
