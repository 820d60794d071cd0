import { createActor } from 'xstate';
import { PDF_OPEN_DELAY_MS, pdfModalMachine, type PdfDocumentRef } from '../../machines/pdf-modal.machine';

const lineup: PdfDocumentRef = { title: 'RH-4A+ Lineup', url: '/website/documents/brochure-rh-4a-plus-lineup.pdf' };
const tpms: PdfDocumentRef = { title: 'TPMS Heavy Duty', url: '/website/documents/brochure-tpms-heavy-duty.pdf' };

function start() {
  return createActor(pdfModalMachine).start();
}

/** An actor whose modal is open on `document` (the delay already elapsed). */
function opened(document: PdfDocumentRef = lineup) {
  const actor = start();
  actor.send({ type: 'pdf.open', document });
  jest.advanceTimersByTime(PDF_OPEN_DELAY_MS);
  return actor;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('pdfModal machine', () => {
  it('starts closed, with no document and nothing visible', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context.document).toBeNull();
    expect(snapshot.hasTag('visible')).toBe(false);
  });

  it('opens 100 ms after a document is chosen (SPEC §9), not before', () => {
    const actor = start();
    actor.send({ type: 'pdf.open', document: lineup });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(actor.getSnapshot().context.document).toEqual(lineup);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);

    jest.advanceTimersByTime(PDF_OPEN_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('opening');
    jest.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ open: 'viewing' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    expect(actor.getSnapshot().hasTag('viewer')).toBe(true);
  });

  it('shows the latest choice when another tile is chosen during the delay, on the first schedule', () => {
    const actor = start();
    actor.send({ type: 'pdf.open', document: lineup });
    jest.advanceTimersByTime(60);
    actor.send({ type: 'pdf.open', document: tpms });
    jest.advanceTimersByTime(40);
    expect(actor.getSnapshot().value).toEqual({ open: 'viewing' });
    expect(actor.getSnapshot().context.document).toEqual(tpms);
  });

  it('cancels the pending open when closed during the delay', () => {
    const actor = start();
    actor.send({ type: 'pdf.open', document: lineup });
    actor.send({ type: 'pdf.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    jest.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.document).toBeNull();
  });

  it('closes from the viewer (close icon, outside click and Escape all send pdf.close)', () => {
    const actor = opened();
    actor.send({ type: 'pdf.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.document).toBeNull();
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('switches to the fallback frame when the viewer cannot load the shown document', () => {
    const actor = opened();
    actor.send({ type: 'pdf.loadError', url: lineup.url });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ open: 'loadingError' });
    expect(snapshot.hasTag('fallback')).toBe(true);
    expect(snapshot.hasTag('viewer')).toBe(false);
    expect(snapshot.hasTag('visible')).toBe(true);
    expect(snapshot.context.document).toEqual(lineup);
  });

  it('ignores a late load error about a document that is no longer shown', () => {
    const actor = opened(tpms);
    actor.send({ type: 'pdf.loadError', url: lineup.url });
    expect(actor.getSnapshot().value).toEqual({ open: 'viewing' });
  });

  it('ignores load errors while closed or opening', () => {
    const actor = start();
    actor.send({ type: 'pdf.loadError', url: lineup.url });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'pdf.open', document: lineup });
    actor.send({ type: 'pdf.loadError', url: lineup.url });
    expect(actor.getSnapshot().value).toBe('opening');
  });

  it('closes from the fallback frame too', () => {
    const actor = opened();
    actor.send({ type: 'pdf.loadError', url: lineup.url });
    actor.send({ type: 'pdf.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('resets the error when the modal is reopened, on the same or another document', () => {
    const actor = opened();
    actor.send({ type: 'pdf.loadError', url: lineup.url });
    actor.send({ type: 'pdf.close' });
    actor.send({ type: 'pdf.open', document: tpms });
    jest.advanceTimersByTime(PDF_OPEN_DELAY_MS);
    expect(actor.getSnapshot().value).toEqual({ open: 'viewing' });
    expect(actor.getSnapshot().context.document).toEqual(tpms);

    actor.send({ type: 'pdf.loadError', url: tpms.url });
    actor.send({ type: 'pdf.close' });
    actor.send({ type: 'pdf.open', document: tpms });
    jest.advanceTimersByTime(PDF_OPEN_DELAY_MS);
    expect(actor.getSnapshot().value).toEqual({ open: 'viewing' });
  });

  it('shows another document in the viewer, error cleared, when opened while the fallback is showing', () => {
    const actor = opened();
    actor.send({ type: 'pdf.loadError', url: lineup.url });
    actor.send({ type: 'pdf.open', document: tpms });
    expect(actor.getSnapshot().value).toEqual({ open: 'viewing' });
    expect(actor.getSnapshot().context.document).toEqual(tpms);
  });
});
