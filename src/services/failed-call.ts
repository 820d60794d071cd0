// SPEC §8: a failed load is "logged only". We log every failed service call (loads and submits) once, here,
// so a QA state export carries it (src/app/console-errors.ts), and note in the store that something failed in
// this visit (the forms then offer to attach diagnostic information). The pages still show Retry
// (docs/api.md "Failed loads"). A line names the endpoint, method, path and status only: never the query
// string (a dealer search's holds an address), a body or the server's message (it may echo a value).
import type { BaseQueryApi, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { serviceCallFailed } from '../state/ui-slice';

/** What a failed call answered: its HTTP status, or why there was none. */
function outcome(error: FetchBaseQueryError): string {
  switch (error.status) {
    case 'FETCH_ERROR':
      return 'got no answer (network error)';
    case 'TIMEOUT_ERROR':
      return 'got no answer in time';
    case 'PARSING_ERROR':
      return `answered ${error.originalStatus} with a body that is not JSON`;
    case 'CUSTOM_ERROR':
      return 'failed';
    default:
      return `answered ${error.status}`;
  }
}

/** The path the call went to, without its query string or fragment. */
export function pathOf(baseUrl: string, args: string | FetchArgs, meta: FetchBaseQueryMeta | undefined): string {
  if (meta) {
    try {
      return new URL(meta.request.url).pathname;
    } catch {
      // fall through to the address the endpoint asked for
    }
  }
  const url = typeof args === 'string' ? args : args.url;
  return (/^\//.test(url) ? url : baseUrl + url).replace(/[?#].*$/s, '');
}

/** The console line of a failed call, e.g. "Loading getProducts failed: GET /website/products/list answered 500". */
export function failedCallMessage(
  baseUrl: string,
  args: string | FetchArgs,
  api: Pick<BaseQueryApi, 'endpoint' | 'type'>,
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
): string {
  const method = (meta?.request.method ?? (typeof args === 'string' ? undefined : args.method) ?? 'GET').toUpperCase();
  const what = api.type === 'mutation' ? 'Sending' : 'Loading';
  return `${what} ${api.endpoint} failed: ${method} ${pathOf(baseUrl, args, meta)} ${outcome(error)}`;
}

/**
 * Records a failed call: the store's flag always; the console line in the browser only (a server render's
 * failure is the server's own log's business, and the browser loads the page's data again after hydrating).
 * A call cancelled on purpose (aborted) did not fail.
 */
export function reportFailedCall(
  baseUrl: string,
  args: string | FetchArgs,
  api: BaseQueryApi,
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
  inBrowser: boolean,
): void {
  if (api.signal.aborted) return;
  api.dispatch(serviceCallFailed());
  if (inBrowser) console.error(failedCallMessage(baseUrl, args, api, error, meta));
}
