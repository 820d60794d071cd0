// Rendering the staff console's work pages (catalog, dealers, documents, leads) in component tests: the
// console's real store (signed in: a CSRF token), a router at the page's address, toasts; and a fake
// XMLHttpRequest for the uploads (fetch cannot report upload progress, so the pages use XHR: the network
// boundary the fetch fake does not cover). Pair with fakeServices (test/support/fake-services.ts) for fetch.
import './polyfills';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeAdminStore } from '../../../src/admin/app/store';
import { ToastProvider } from '../../../src/components/toast/ToastProvider';
import { LocationDisplay } from './render';

export const CSRF = 'csrf-token-of-the-test';

/** Renders `page` at `route` (matched by `path`, for useParams) in a signed-in console store. */
export function renderStaffPage(page: ReactElement, { route, path = '*' }: { route: string; path?: string }) {
  const store = makeAdminStore({ staffSession: { csrfToken: CSRF } });
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <ToastProvider>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </ToastProvider>
        <LocationDisplay />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user, ...result };
}

type Listener = (event: ProgressEvent) => void;

/** One upload the page made: what it sent, and controls to answer it. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  progress(loaded: number, total: number): void;
  respond(status: number, body: unknown): void;
  fail(): void;
}

class FakeXhr {
  static uploads: FakeUpload[] = [];
  status = 0;
  responseText = '';
  withCredentials = false;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  readonly upload = {
    addEventListener: (type: string, listener: Listener) => this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  private fire(map: Map<string, Listener[]>, type: string, init: ProgressEventInit = {}) {
    for (const l of map.get(type) ?? []) l(new ProgressEvent(type, init));
  }
  abort() {
    this.fire(this.listeners, 'abort');
  }
  send(body: unknown) {
    FakeXhr.uploads.push({
      method: this.method,
      url: this.url,
      headers: this.headers,
      body,
      progress: (loaded, total) => this.fire(this.uploadListeners, 'progress', { loaded, total, lengthComputable: true }),
      respond: (status, answer) => {
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.fire(this.listeners, 'load');
      },
      fail: () => this.fire(this.listeners, 'error'),
    });
  }
}

/** Installs the fake XMLHttpRequest until the end of the test; `uploads` lists what the page sent. */
export function fakeUploads(): { uploads: FakeUpload[] } {
  const previous = window.XMLHttpRequest;
  FakeXhr.uploads = [];
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  globalThis.XMLHttpRequest = window.XMLHttpRequest;
  afterEachOnce(() => {
    window.XMLHttpRequest = previous;
    globalThis.XMLHttpRequest = previous;
  });
  return { uploads: FakeXhr.uploads };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});
function afterEachOnce(cleanup: () => void) {
  cleanups.push(cleanup);
}
