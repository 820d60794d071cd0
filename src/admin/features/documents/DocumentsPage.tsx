// /admin/documents: the brochures and sell sheets (and the other documents) with their source; preview one in
// the site's PDF viewer, upload a new one or a replacement with its progress, remove an upload.
import { useEffect, useId, useRef, useState } from 'react';
import { usePdfModal } from '../../../components/pdf-modal/usePdfModal';
import { useToast } from '../../../components/toast/useToast';
import type { StaffDocument } from '../../../contract/staff';
import { failureOf } from '../../api/call-failure';
import { Alert } from '../../components/Alert';
import { LoadState } from '../../components/LoadState';
import { PageHeading } from '../../components/PageHeading';
import { useRemoveDocumentMutation, useStaffDocumentsQuery } from './api';
import type { DocumentValues } from './document-schema';
import { DocumentForm } from './DocumentForm';
import { DocumentsTable } from './DocumentsTable';
import { RemoveDocument } from './RemoveDocument';
import { linesOf } from './sections';
import { UploadOutcome } from './UploadOutcome';
import { useDocumentUpload } from './useDocumentUpload';
import './documents.css';

export default function DocumentsPage() {
  const id = useId();
  const list = useStaffDocumentsQuery();
  const pdf = usePdfModal();
  const toast = useToast();
  const [snapshot, send, actorRef] = useDocumentUpload();
  const [replacing, setReplacing] = useState<StaffDocument | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [removing, setRemoving] = useState<StaffDocument | null>(null);
  const [removeError, setRemoveError] = useState<{ text: string; n: number } | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const [remove, removeState] = useRemoveDocumentMutation();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const removedMessage = useRef<HTMLDivElement>(null);
  const busy = snapshot.hasTag('busy');
  const state = snapshot.value;

  useEffect(() => {
    const subscription = actorRef.on('document.uploaded', ({ title }) => {
      toast(`“${title}” is uploaded and listed on the site.`, 'success');
      setReplacing(null);
      setFormKey((k) => k + 1);
    });
    return () => subscription.unsubscribe();
  }, [actorRef, toast]);

  // The outcome of an upload takes focus, so the keyboard lands on the news (and the problems after it).
  useEffect(() => {
    if (state === 'done' || state === 'refused' || state === 'failed') outcome.current?.focus();
  }, [state]);

  const submit = (values: DocumentValues) => {
    if (!values.file || values.section === '') return;
    send({ type: 'document.upload', input: { file: values.file, title: values.title.trim(), section: values.section, lines: linesOf(values.lines), replaces: replacing?.slug ?? null } });
  };

  const startReplace = (d: StaffDocument) => {
    send({ type: 'document.reset' });
    setReplacing(d);
    setFormKey((k) => k + 1);
  };

  const confirmRemove = async (d: StaffDocument) => {
    try {
      await remove(d.slug).unwrap();
      setRemoving(null);
      setRemoved(`“${d.title}” is removed.`);
    } catch (error) {
      setRemoveError((last) => ({ text: failureOf(error).message, n: (last?.n ?? 0) + 1 }));
    }
  };

  // After a removal, its outcome takes focus (the dialog gave it back to a button that is gone).
  useEffect(() => {
    if (removed) removedMessage.current?.focus();
  }, [removed]);

  // A replacement moves the keyboard to the form it filled in.
  useEffect(() => {
    if (replacing) formHeading.current?.focus();
  }, [replacing]);

  return (
    <div className="documents-page">
      <PageHeading title="Documents" />
      <section className="console-section" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`} ref={formHeading} tabIndex={-1} className="console-section-title">
          {replacing ? `Replace “${replacing.title}”` : 'Upload a new document'}
        </h2>
        <DocumentForm
          key={formKey}
          replacing={replacing}
          busy={busy}
          onSubmit={submit}
          onCancelReplace={() => {
            setReplacing(null);
            setFormKey((k) => k + 1);
          }}
        />
        <UploadOutcome ref={outcome} state={state} context={snapshot.context} />
      </section>
      <section className="console-section" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="console-section-title">
          Brochures and sell sheets
        </h2>
        {removed ? (
          <div ref={removedMessage} tabIndex={-1}>
            <Alert tone="success">{removed}</Alert>
          </div>
        ) : null}
        <LoadState isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()} what="the documents">
          <DocumentsTable
            documents={list.data?.documents ?? []}
            busy={busy}
            onPreview={(d) => pdf.open({ title: d.title, url: d.url })}
            onReplace={startReplace}
            onRemove={(d) => {
              setRemoved(null);
              setRemoveError(null);
              setRemoving(d);
            }}
          />
        </LoadState>
      </section>
      {removing ? (
        <RemoveDocument document={removing} busy={removeState.isLoading} error={removeError} onCancel={() => setRemoving(null)} onConfirm={() => void confirmRemove(removing)} />
      ) : null}
      {pdf.modal}
    </div>
  );
}
