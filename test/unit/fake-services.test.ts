// The service fake the component tests share (test/support/fake-services.ts): what a test relies on it for.
import { fakeServices, held, networkError, never, reply } from '../support/fake-services';

const original = globalThis.fetch;

describe('fakeServices', () => {
  it('routes by method and path, answers JSON, and records each call with its parameters and body', async () => {
    const net = fakeServices({
      'GET /website/rimsize/list': { data: [1] },
      'POST /website/contact-us': (call) => reply(201, { got: call.body }),
    });
    const list = await fetch(new Request('http://localhost/website/rimsize/list?sort_by=rim'));
    expect([list.status, await list.json()]).toEqual([200, { data: [1] }]);
    const posted = await fetch('/website/contact-us', { method: 'POST', body: JSON.stringify({ data: { first_name: 'Ada' } }) });
    expect([posted.status, await posted.json()]).toEqual([201, { got: { data: { first_name: 'Ada' } } }]);
    expect((await fetch('/website/contact-us')).status).toBe(404); // GET is not routed
    expect(net.to('/website/rimsize/list')[0]!.params).toEqual({ sort_by: 'rim' });
    expect(net.to('POST /website/contact-us')).toHaveLength(1);
    expect(net.urls()).toEqual(['http://localhost/website/rimsize/list?sort_by=rim', '/website/contact-us', '/website/contact-us']);
  });

  it('fails a connection, holds an answer until released, and rejects an endless one when it is aborted', async () => {
    const gate = held();
    fakeServices({ '/down': networkError(), '/slow': gate.route, '/never': never });
    await expect(fetch('/down')).rejects.toThrow(new TypeError('Failed to fetch'));

    let settled = false;
    const slow = fetch('/slow').then((res) => ((settled = true), res.json()));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    gate.release({ late: true });
    await expect(slow).resolves.toEqual({ late: true });

    const controller = new AbortController();
    const endless = fetch('/never', { signal: controller.signal });
    controller.abort();
    await expect(endless).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('put the previous fetch back after the last test', () => {
    expect(globalThis.fetch).toBe(original);
  });
});
