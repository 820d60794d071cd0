// SPEC §7 "Files and maps": the databook is fetched as a blob and saved under a fixed file name, through an
// object URL and a temporary <a download> (so the name holds whatever the server calls the file).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { markPublic } from '../../services/public-headers';

/** Fetches `url` as an object URL of its body; any answer but 200 is an error with its status. */
export async function fetchObjectUrl(url: string): Promise<{ data: string } | { error: FetchBaseQueryError }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: markPublic(new Headers()) });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  if (response.status !== 200) return { error: { status: response.status, data: null } };
  return { data: URL.createObjectURL(await response.blob()) };
}

/** Saves the object URL `href` as `fileName` through the browser's download, then frees it. */
export function saveObjectUrl(href: string, fileName: string): void {
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
