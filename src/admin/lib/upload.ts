// Sends a file to /admin/api with XMLHttpRequest, because fetch (and so RTK Query) cannot report how much of
// an upload has gone: the console's progress bars (catalog, dealers, documents) read `onProgress`. The call
// carries the session's CSRF token as every console call does (docs/staff-console.md); an answer other than
// 2xx rejects with an UploadError holding the server's message and, for a refused file, its problems.
import { CSRF_HEADER, type ImportProblem } from '../../contract/staff';

export interface UploadProgress {
  loaded: number;
  /** null while the browser does not know the size. */
  total: number | null;
}

export interface UploadRequest {
  /** e.g. '/admin/api/catalog/jobs?file=catalog.xlsx' */
  url: string;
  body: Blob;
  /** The file's media type (the server reads the body by it). */
  contentType: string;
  csrfToken: string | null;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** A refused or failed upload: the HTTP status (0: no answer) and what the server said. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: ImportProblem[] = [],
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const NO_ANSWER_MESSAGE = 'The upload did not reach the server. Check your connection and upload the file again.';

function isProblem(value: unknown): value is ImportProblem {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** The error an answer of `status` with `text` stands for. */
export function uploadErrorOf(status: number, text: string): UploadError {
  let body: { message?: unknown; problems?: unknown } = {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null) body = parsed;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const problems = Array.isArray(body.problems) ? body.problems.filter(isProblem) : [];
  const message =
    typeof body.message === 'string' && body.message !== ''
      ? body.message
      : status === 413
        ? 'The file is too large for the server. Send a smaller file.'
        : `The server answered ${status}. Try again in a moment; if it keeps failing, tell the site's administrator.`;
  return new UploadError(status, message, problems);
}

/** POSTs `body` and resolves with the JSON answer. */
export function upload<T>({ url, body, contentType, csrfToken, onProgress, signal }: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', contentType);
    if (csrfToken) xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    xhr.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new UploadError(xhr.status, 'The server gave an answer the console cannot read. Reload the page to see where the upload stands.'));
        }
      } else reject(uploadErrorOf(xhr.status, xhr.responseText));
    });
    xhr.addEventListener('error', () => reject(new UploadError(0, NO_ANSWER_MESSAGE)));
    xhr.addEventListener('timeout', () => reject(new UploadError(0, NO_ANSWER_MESSAGE)));
    xhr.addEventListener('abort', () => reject(new UploadError(0, 'The upload was cancelled.')));
    if (signal) {
      if (signal.aborted) return reject(new UploadError(0, 'The upload was cancelled.'));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    onProgress?.({ loaded: 0, total: body.size });
    xhr.send(body);
  });
}
