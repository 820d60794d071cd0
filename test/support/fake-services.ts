// One fake of the services the SPA calls (the public site service and the content service), for component
// and unit tests: routes by method and path, records every call, answers JSON, errors, held or endless
// answers, and puts the previous fetch back after each test.
//
//   const net = fakeServices({
//     'GET /website/rimsize/list': { data: rims },                       // 200 with this JSON
//     '/website/contact-us': reply(500, { message: 'down' }),            // any method, a status and a body
//     'GET /website/dealer/search': (call) => ({ data: search(call.params) }),
//   });
//   net.to('/website/rimsize/list')[0]!.params
export interface FakeCall {
  method: string;
  /** The URL as the app gave it (relative for a plain fetch('/website/…')). */
  href: string;
  url: URL;
  /** The path, e.g. '/website/rimsize/list'. */
  path: string;
  /** The query string's parameters (the last value of a repeated one). */
  params: Record<string, string>;
  /** The body, parsed as JSON when it is JSON (else the text; undefined when there is none). */
  body: unknown;
  headers: Headers;
  /** The request, when the app passed one (RTK Query does). */
  request: Request | undefined;
  /** performance.now() when it was made. */
  at: number;
}

const REPLY = Symbol('fake reply');
/** A status and a JSON body, a raw Response, or a failed connection. */
export interface FakeReply {
  [REPLY]: true;
  respond(): Response;
}
/** What a route answers: a JSON body (status 200), a reply(), a Response, or a function of the call. */
export type Answer = unknown;
/** A handler of the call, or an answer given as is (a JSON body, a reply(), a Response). */
export type Route = ((call: FakeCall) => Answer | Promise<Answer>) | object | string | number | boolean | null;

/** A JSON answer with `status` (and no body when `body` is undefined). */
export function reply(status: number, body?: unknown): FakeReply {
  return {
    [REPLY]: true,
    respond: () =>
      body === undefined
        ? new Response(null, { status })
        : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  };
}

/** A connection that fails: fetch rejects with the browser's TypeError. */
export function networkError(): FakeReply {
  return {
    [REPLY]: true,
    respond: () => {
      throw new TypeError('Failed to fetch');
    },
  };
}

/** An answer that never comes (until the request is aborted, like a real fetch). */
export const never = (): Promise<Answer> => new Promise<never>(() => {});

/** An answer held until `release(answer)` is called: for busy states. */
export function held(): { route: () => Promise<Answer>; release(answer?: Answer): void } {
  const waiting: ((answer: Answer) => void)[] = [];
  let released: { answer: Answer } | null = null;
  return {
    route: () => (released ? Promise.resolve(released.answer) : new Promise<Answer>((resolve) => waiting.push(resolve))),
    release: (answer = reply(200, {})) => {
      released = { answer };
      waiting.splice(0).forEach((resolve) => resolve(answer));
    },
  };
}

export interface FakeServices {
  /** Every call, in order. */
  calls: FakeCall[];
  /** The calls to `path` ('/website/x', or 'POST /website/x' for one method), in order. */
  to(path: string): FakeCall[];
  /** Every URL fetched, as the app gave it, in order. */
  urls(): string[];
  /** Adds or replaces a route. */
  route(key: string, route: Route): void;
  /** The installed fetch (a jest mock). */
  fetch: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
}

const isReply = (value: unknown): value is FakeReply => typeof value === 'object' && value !== null && REPLY in value;

function toResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  if (isReply(answer)) return answer.respond();
  return reply(200, answer).respond();
}

function parsed(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The call as recorded: the app passes a Request (RTK Query) or a URL string and init (plain fetch). */
async function callOf(input: RequestInfo | URL, init?: RequestInit): Promise<FakeCall & { signal: AbortSignal | null }> {
  const at = performance.now();
  const request = input instanceof Request ? input : undefined;
  const href = request ? request.url : String(input);
  const url = new URL(href, 'http://localhost');
  const text = request ? await request.clone().text() : typeof init?.body === 'string' ? init.body : null;
  return {
    method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
    href,
    url,
    path: url.pathname,
    params: Object.fromEntries(url.searchParams),
    body: parsed(text),
    headers: new Headers(init?.headers ?? request?.headers),
    request,
    at,
    signal: init?.signal ?? request?.signal ?? null,
  };
}

function keyParts(key: string): { method: string | null; path: string } {
  const [first, second] = key.split(' ');
  return second === undefined ? { method: null, path: first! } : { method: first!.toUpperCase(), path: second };
}

function aborted(signal: AbortSignal | null): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    const fail = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

const installed: (() => void)[] = [];
afterEach(() => {
  while (installed.length) installed.pop()!();
});

/**
 * Installs the fake as `globalThis.fetch` until the end of the test. A call no route matches answers
 * `fallback` (default: 404 naming the call).
 */
export function fakeServices(routes: Record<string, Route> = {}, options: { fallback?: Route } = {}): FakeServices {
  const table = new Map<string, Route>(Object.entries(routes));
  const calls: FakeCall[] = [];
  const find = (method: string, path: string): Route | undefined =>
    table.has(`${method} ${path}`) ? table.get(`${method} ${path}`) : table.get(path);
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await callOf(input, init);
    calls.push(call);
    const route = find(call.method, call.path) ?? options.fallback ?? reply(404, { message: `not faked: ${call.method} ${call.path}` });
    const answer = typeof route === 'function' ? (route as (call: FakeCall) => Answer | Promise<Answer>)(call) : route;
    return toResponse(await Promise.race([Promise.resolve(answer), aborted(call.signal)]));
  });
  const previous = globalThis.fetch;
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  installed.push(() => {
    globalThis.fetch = previous;
  });
  return {
    calls,
    to: (key) => {
      const { method, path } = keyParts(key);
      return calls.filter((c) => c.path === path && (!method || c.method === method));
    },
    urls: () => calls.map((c) => c.href),
    route: (key, route) => {
      table.set(key, route);
    },
    fetch,
  };
}
