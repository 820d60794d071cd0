// The databookDownload machine with the page's actor: the file comes through RTK Query (useDownloadFileMutation)
// and is saved under the databook's name. `onFailed` hears each failed download.
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { databookDownloadMachine } from '../../../machines/databook-download.machine';
import { useAppMachine } from '../../components/useAppMachine';
import { DATABOOK_FILE_NAME, useDownloadFileMutation } from './api';
import { saveObjectUrl } from './download-file';

export function useDatabookDownload(onFailed: (error: unknown) => void) {
  const [fetchFile] = useDownloadFileMutation();
  const machine = useMemo(
    () =>
      databookDownloadMachine.provide({
        actors: {
          download: fromPromise<void, { url: string }>(async ({ input }) => {
            saveObjectUrl(await fetchFile(input.url).unwrap(), DATABOOK_FILE_NAME);
          }),
        },
      }),
    [fetchFile],
  );
  const [state, send, actor] = useAppMachine(machine);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });
  useEffect(() => {
    const sub = actor.on('download.failed', ({ error }) => failed.current(error));
    return () => sub.unsubscribe();
  }, [actor]);
  return {
    busy: state.hasTag('busy'),
    /** Starts a download of `url`; a click while one runs waits for it (the machine ignores it). */
    start: (url: string) => send({ type: 'download.start', url }),
  };
}
