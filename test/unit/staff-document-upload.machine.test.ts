// The staff console's document upload (machines/staff-document-upload.machine.ts): progress, done (announced),
// refused with problems (422), failed with a message; any outcome can send again.
import { createActor, fromCallback, type EventObject } from 'xstate';
import { staffDocumentUploadMachine, type DocumentUploadInput, type StaffDocumentUploadEvent } from '../../machines/staff-document-upload.machine';

function start(answer: StaffDocumentUploadEvent | null) {
  const inputs: DocumentUploadInput[] = [];
  const uploaded: string[] = [];
  const actor = createActor(
    staffDocumentUploadMachine.provide({
      actors: {
        upload: fromCallback<EventObject, DocumentUploadInput>(({ sendBack, input }) => {
          inputs.push(input);
          sendBack({ type: 'upload.progress', loaded: 10, total: 40 });
          if (answer) sendBack(answer);
        }),
      },
    }),
  ).start();
  actor.on('document.uploaded', (e) => uploaded.push(e.title));
  return { actor, inputs, uploaded };
}

const input = (): DocumentUploadInput => ({ file: new File(['%PDF'], 'a.pdf'), title: 'RH-4A+', section: 'sell-sheets', lines: ['RH-4A+'], replaces: null });

describe('staffDocumentUpload machine', () => {
  it('shows progress while uploading', () => {
    const { actor, inputs } = start(null);
    actor.send({ type: 'document.upload', input: input() });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 10, total: 40 });
    expect(inputs.map((i) => i.title)).toEqual(['RH-4A+']);
  });

  it('announces a listed document', () => {
    const { actor, uploaded } = start({ type: 'upload.done', title: 'RH-4A+' });
    actor.send({ type: 'document.upload', input: input() });
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(actor.getSnapshot().context.progress).toBeNull();
    expect(uploaded).toEqual(['RH-4A+']);
  });

  it('keeps the problems of a refused PDF, and a new upload forgets them', () => {
    const problems = [{ file: 'document', row: null, column: null, rule: 'script', message: 'contains JavaScript' }];
    const { actor } = start({ type: 'upload.failed', message: 'The PDF was refused', problems });
    actor.send({ type: 'document.upload', input: input() });
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual(problems);
    actor.send({ type: 'document.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  it('a failure without problems is failed, with its message', () => {
    const { actor } = start({ type: 'upload.failed', message: 'Check your connection', problems: [] });
    actor.send({ type: 'document.upload', input: input() });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Check your connection');
  });
});
