// jsdom without Node's fetch API: component tests need fetch, Request, Response and friends (RTK Query
// builds Requests) and TextEncoder (react-router). Hand the real Node implementations to the jsdom global.
import { TestEnvironment } from 'jest-environment-jsdom';

type Global = Record<string, unknown> & { location: Location };

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    const g = this.global as unknown as Global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'Blob',
      'structuredClone',
    ]) {
      g[name] = (globalThis as unknown as Record<string, unknown>)[name];
    }
    // Relative URLs ("/website/...") resolve against the page's address, as in a browser.
    const NodeRequest = globalThis.Request;
    g.Request = class Request extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' && input.startsWith('/') ? new URL(input, g.location.href).href : input, init);
      }
    };
  }
}
