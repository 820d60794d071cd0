// Print for the PDF viewer (the print plugin package is not installed): the browser prints the PDF itself
// from a hidden frame, so the paper shows the real document rather than the viewer's screen rendering.
// Where a frame cannot print (some mobile browsers), the document opens in a new tab to print from there.

/** Prints the PDF at `url`; returns a function that removes the hidden frame. */
export function printDocument(url: string): () => void {
  const frame = document.createElement('iframe');
  frame.className = 'pdf-print-frame';
  frame.title = 'Document being printed';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.addEventListener('load', () => {
    try {
      const view = frame.contentWindow;
      if (!view) throw new Error('the print frame has no window');
      view.focus();
      view.print();
    } catch (error) {
      console.warn('Printing from a frame failed; opening the document instead', error);
      window.open(url, '_blank', 'noopener');
    }
  });
  frame.src = url;
  document.body.append(frame);
  return () => frame.remove();
}
