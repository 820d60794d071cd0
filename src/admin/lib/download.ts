// Downloads a file from /admin/api (the live catalog or dealers, the leads' CSV): a plain link cannot carry the
// session's CSRF header, so the console fetches it, then hands the browser the blob under the name the server
// gives in Content-Disposition. Errors reject with the server's message, in words that say what to do.
import { CSRF_HEADER } from '../../contract/staff';

/** The file name of `attachment; filename="x.csv"` (or `fallback`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // A malformed name: the plain one below, or the fallback.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain ? plain[1]!.trim() : fallback;
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message !== '') return body.message;
  } catch {
    // Not JSON: the status below.
  }
  return `The download failed (the server answered ${response.status}). Try again; if it keeps failing, tell the site's administrator.`;
}

/** Saves `blob` as `name` through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; a moment later the blob can go.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** GETs `url` with the CSRF header and saves the answer; resolves with the file name used. */
export async function downloadFile(url: string, csrfToken: string | null, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: csrfToken ? { [CSRF_HEADER]: csrfToken } : {} });
  } catch {
    throw new Error('The download did not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw new Error(await messageOf(response));
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
