// A one-time link of the staff console (issue 20, `/admin/link#<token>`): the first admin's setup, an
// invitation or a password reset. checking (what is the link for?) -> ready (the page asks for a password,
// and the first admin's email and name) -> saving -> done (final: the link signed the person in; the
// injected `linkUsed` action takes them on). A link used, expired or unknown (404) is `gone`: nothing to do
// but ask an admin for another; no token at all is `missing`. A refused password returns to ready with the
// server's reason. The password travels in the event to the actor only.
// Pure: the calls are the injected `check` and `use` actors, which throw `{status, message}` when refused.
import { assign, fromPromise, setup } from 'xstate';

export type LinkPurpose = 'first-admin' | 'invite' | 'reset';

export interface LinkDetails {
  purpose: LinkPurpose;
  email: string | null;
  name: string | null;
}

/** What the person enters: a password, and for the first admin their email and name. */
export interface LinkValues {
  password: string;
  email?: string;
  name?: string;
}

export const LINK_GONE = 'This link was used already or has expired: ask an admin for a new one.';
export const LINK_MISSING = 'This address has no link in it. Open the whole link you were given, or ask an admin for a new one.';
const NO_ANSWER = 'The server did not answer. Check your connection and try again.';

function failureOf(error: unknown): { status: number | null; message: string } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; message?: unknown };
  const status = typeof e.status === 'number' ? e.status : null;
  const message = status !== null && typeof e.message === 'string' && e.message !== '' ? e.message : NO_ANSWER;
  return { status, message };
}

export interface StaffLinkContext {
  token: string | null;
  link: LinkDetails | null;
  /** Why the last step failed (shown in ready, failed and gone). */
  message: string | null;
  /** Counts the refusals, so the page announces a repeated message again. */
  attempt: number;
}

export type StaffLinkEvent = { type: 'link.submit'; values: LinkValues } | { type: 'link.retry' };

export const staffLinkMachine = setup({
  types: {
    context: {} as StaffLinkContext,
    events: {} as StaffLinkEvent,
    input: {} as { token: string | null },
    tags: {} as 'busy',
  },
  actors: {
    // POST /admin/api/links/check: resolves with LinkDetails.
    check: fromPromise<LinkDetails, { token: string }>(async () => {
      throw new Error('No check actor was provided');
    }),
    // POST /admin/api/links/use: resolves with the session it started.
    use: fromPromise<unknown, LinkValues & { token: string }>(async () => {
      throw new Error('No use actor was provided');
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== '',
    isGone: (_, params: { error: unknown }) => failureOf(params.error).status === 404,
  },
  actions: {
    linkUsed: (_, _params: { session: unknown }) => {},
    rememberFailure: assign({
      message: (_, params: { error: unknown }) => failureOf(params.error).message,
      attempt: ({ context }) => context.attempt + 1,
    }),
  },
}).createMachine({
  id: 'staffLink',
  context: ({ input }) => ({ token: input.token, link: null, message: null, attempt: 0 }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasToken', target: 'checking' }, { target: 'missing' }],
    },
    missing: { entry: assign({ message: LINK_MISSING }) },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'check',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'ready', actions: assign({ link: ({ event }) => event.output, message: null }) },
        onError: [
          { guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) }, target: 'gone' },
          { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // The check itself failed (no answer): it can be tried again.
    failed: {
      on: { 'link.retry': 'checking' },
    },
    gone: { entry: assign({ message: LINK_GONE, link: null }) },
    ready: {
      on: { 'link.submit': 'saving' },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'use',
        input: ({ context, event }) => ({ ...(event.type === 'link.submit' ? event.values : { password: '' }), token: context.token ?? '' }),
        onDone: { target: 'done', actions: { type: 'linkUsed', params: ({ event }) => ({ session: event.output }) } },
        onError: [
          { guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) }, target: 'gone' },
          { target: 'ready', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: { type: 'final' },
  },
});
