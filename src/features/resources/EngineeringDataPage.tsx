// /resources/engineering-data (SPEC §2): the databook's tile (opens the PDF modal), a Download PDF link that
// saves it as otr-databook-10-15-2021.pdf, and a Find Tires button. The download's lifecycle is the
// databookDownload machine's (useDatabookDownload). While the download runs the link is busy
// (aria-busy, a spinner, a status line; further clicks wait for it). A failed download is logged and, unlike
// the original, told to the visitor with a toast; like a failed service call, it marks the visit (the forms
// then offer to attach diagnostic information, docs/privacy.md).
import type { MouseEvent } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { serviceCallFailed } from '../../state/ui-slice';
import { FindTiresButton } from '../../components/FindTiresButton';
import { PageIntro } from '../../components/PageIntro';
import { usePdfModal } from '../../components/pdf-modal/usePdfModal';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { useToast } from '../../components/toast/useToast';
import { DATABOOK_FILE_NAME, DATABOOK_URL, useGetResourcesQuery } from './api';
import { DocumentList } from './components/DocumentList';
import { useDatabookDownload } from './useDatabookDownload';
import './resources.css';

export const DOWNLOAD_FAILED_MESSAGE = 'We could not download the databook. Please try again later.';
export const DOWNLOAD_BUSY_MESSAGE = 'Preparing the databook download…';

function EngineeringData() {
  const pdf = usePdfModal();
  const toast = useToast();
  const dispatch = useAppDispatch();
  // The list names the databook's address; the usual one serves until it answers.
  const { data } = useGetResourcesQuery('ENGINEERING');
  const databookUrl = data?.[0]?.document ?? DATABOOK_URL;
  const { busy, start } = useDatabookDownload((error) => {
    console.error('The databook download failed', error);
    dispatch(serviceCallFailed());
    toast(DOWNLOAD_FAILED_MESSAGE, 'error');
  });

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    start(databookUrl);
  };

  return (
    <div className="container page">
      <PageIntro
        title="Engineering Data"
        lead="Dimensions, load and inflation tables for the whole OTR range, in one databook."
      />
      <DocumentList type="ENGINEERING" what="the engineering databook" onOpen={pdf.open} />
      <div className="engineering-actions">
        <a
          className="button download-link"
          href={databookUrl}
          download={DATABOOK_FILE_NAME}
          onClick={download}
          aria-busy={busy}
          aria-describedby={busy ? 'databook-download-status' : undefined}
        >
          {busy ? <span className="download-spinner" aria-hidden="true" /> : null}
          Download PDF
        </a>
        <FindTiresButton />
      </div>
      <p id="databook-download-status" className="visually-hidden" role="status">
        {busy ? DOWNLOAD_BUSY_MESSAGE : ''}
      </p>
      {pdf.modal}
    </div>
  );
}

export function EngineeringDataPage() {
  return (
    <ToastProvider>
      <EngineeringData />
    </ToastProvider>
  );
}
