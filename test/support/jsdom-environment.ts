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
    // A form's data, as a browser's FormData reads it: React builds one on a submit whose handler navigates (a
    // transition), and Node's own FormData cannot read a jsdom form.
    const NodeFormData = globalThis.FormData;
    g.FormData = class FormData extends NodeFormData {
      constructor(form?: unknown) {
        super();
        const fields = form !== null && typeof form === 'object' && 'elements' in form ? Array.from((form as HTMLFormElement).elements) : [];
        for (const field of fields as HTMLInputElement[]) {
          const checkable = field.type === 'checkbox' || field.type === 'radio';
          if (field.name && !field.disabled && field.type !== 'submit' && field.type !== 'button' && (!checkable || field.checked)) this.append(field.name, field.value);
        }
      }
    };
    // Relative URLs ("/website/...") resolve against the page's address, as in a browser.
    const NodeRequest = globalThis.Request;
    g.Request = class Request extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' && input.startsWith('/') ? new URL(input, g.location.href).href : input, init);
      }
    };
  }
}
