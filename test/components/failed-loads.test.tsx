// SPEC §8 "Logged only" (docs/api.md "Failed loads"): every failed service call is logged once with its
// endpoint, method, path and status, so a QA state export carries it; the page still offers Retry. No line
// carries a query string (a dealer search's holds an address) or what the server answered.
import { screen, within } from '@testing-library/react';
import { recentConsoleErrors, recordConsoleErrors } from '../../src/app/console-errors';
import { makeStore } from '../../src/app/store';
import { selectServiceFailed } from '../../src/state/ui-slice';
import { dealersApi } from '../../src/features/dealers/api';
import { createStateExport } from '../../src/qa/export';
import { fakeServices, networkError, never } from '../support/fake-services';
import { renderPage } from './support/render';
import { serveResources } from './resources.fixtures';

jest.mock('../../src/components/pdf-modal/PdfViewer', () => ({
  PdfViewer: ({ url }: { url: string }) => <div data-testid="pdf-viewer" data-url={url} />,
}));

const logged = () => recentConsoleErrors().map((e) => e.message);

let quiet: jest.SpyInstance;
beforeEach(() => {
  // Recorded (console-errors.ts wraps this), not printed.
  quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => quiet.mockRestore());

it('a failed resource list: the Retry message shows, and the export carries the endpoint and status', async () => {
  serveResources({ urls: [] }, { failTypes: ['BROCHURES'] });
  const { store } = await renderPage('/resources/brochures');
  const alert = await within(screen.getByRole('main')).findByRole('alert');
  expect(alert).toHaveTextContent('We could not load the brochures. Check your connection and try again.');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();

  const line = 'Loading getResources failed: GET /website/resource/list answered 500';
  expect(logged()).toContain(line);
  // Once per failed call: the sell sheets loaded, and nothing else is logged about them.
  expect(logged().filter((m) => m.startsWith('Loading getResources'))).toEqual([line]);
  expect(logged().join('\n')).not.toMatch(/BROCHURES|sort_by|boom/);
  expect(selectServiceFailed(store.getState())).toBe(true);
  expect(createStateExport(store.getState()).consoleErrors.map((e) => e.message)).toContain(line);
});

describe('a dealer search that failed', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = recordConsoleErrors();
  });
  afterEach(() => stop());

  const address = { q: '1600 Quarry Road, Denver, CO 80202' };

  it('is logged by path and cause, without the address the visitor typed', async () => {
    fakeServices({}, { fallback: networkError() });
    const store = makeStore();
    const result = await store.dispatch(dealersApi.endpoints.searchDealers.initiate({ where: address, kind: 'recommended', page: 1 }));
    expect(result.isError).toBe(true);
    const line = logged().at(-1)!;
    expect(line).toBe('Loading searchDealers failed: GET /website/dealer/search got no answer (network error)');
    expect(line).not.toMatch(/Quarry|80202|Denver/);
    expect(selectServiceFailed(store.getState())).toBe(true);
  });

  it('a search cancelled on purpose did not fail: nothing logged, nothing flagged', async () => {
    fakeServices({ 'GET /website/dealer/search': never });
    const before = logged().length;
    const store = makeStore();
    const request = store.dispatch(dealersApi.endpoints.searchDealers.initiate({ where: address, kind: 'earthmover', page: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    request.abort();
    await request;
    expect(logged()).toHaveLength(before);
    expect(selectServiceFailed(store.getState())).toBe(false);
  });
});
