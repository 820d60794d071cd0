// How the PDF viewer hands documents to pdf.js (docs/security.md, "pdf.js advisory"): with eval off, which
// keeps pdfjs-dist 3.11 from compiling a crafted font into script (GHSA-wgrm-67xf-hhpq); the browser test
// test/e2e/pdf-advisory.e2e.ts shows the effect on a crafted PDF.
import { render } from '@testing-library/react';
import type { PdfJs, ViewerProps } from '@react-pdf-viewer/core';
import type { ReactNode } from 'react';
import { PdfViewer } from '../../src/components/pdf-modal/PdfViewer';

const seen: { viewer?: ViewerProps } = {};
jest.mock('@react-pdf-viewer/core', () => ({
  // Copies of the enums the viewer's modules read; the Viewer records its props (pdf.js needs a browser).
  LayerRenderStatus: { PreRender: 0, DidRender: 1 },
  SpecialZoomLevel: { ActualSize: 'ActualSize', PageFit: 'PageFit', PageWidth: 'PageWidth' },
  Viewer: (props: ViewerProps) => {
    seen.viewer = props;
    return null;
  },
  Worker: ({ children }: { children: ReactNode }) => children,
}));

const DOC = '/website/documents/brochure-tpms-heavy-duty.pdf';

it('the PDF viewer has pdf.js open every document with eval off', () => {
  render(<PdfViewer url={DOC} onLoadError={() => {}} />);
  expect(seen.viewer?.fileUrl).toBe(DOC);
  const transform = seen.viewer?.transformGetDocumentParams;
  expect(transform).toBeInstanceOf(Function);
  const params = transform!({ url: DOC, httpHeaders: { ispublic: 'true' }, withCredentials: false });
  expect((params as PdfJs.GetDocumentParams & { isEvalSupported?: boolean }).isEvalSupported).toBe(false);
  // The rest of what the viewer asks for is left as it was.
  expect(params).toMatchObject({ url: DOC, httpHeaders: { ispublic: 'true' } });
});
