// SPEC §7 "Files and maps": the databook is fetched as a blob and saved under a fixed file name, through an
// object URL and a temporary <a download> (so the name holds whatever the server calls the file).
import { markPublic } from '../../services/public-headers';

export class DownloadError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | null,
  ) {
    super(status === null ? `Downloading ${url} failed` : `Downloading ${url} answered ${status}`);
    this.name = 'DownloadError';
  }
}

/** Saves `blob` as `fileName` through the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; free it once the download surely started.
  setTimeout(() => URL.revokeObjectURL(href), 40_000);
}

/** Fetches `url` and saves it as `fileName`. Rejects with a DownloadError on any answer but 200. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers: markPublic(new Headers()) });
  } catch {
    throw new DownloadError(url, null);
  }
  if (response.status !== 200) throw new DownloadError(url, response.status);
  saveBlob(await response.blob(), fileName);
}
