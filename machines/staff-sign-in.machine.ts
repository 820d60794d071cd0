// The staff console's sign-in (issue 20): idle -> submitting (busy) -> signedIn (final: the injected
// `signedIn` action takes the person on), or failed with a message the page announces: the neutral "not
// right" for any refused sign-in, "Too many attempts. Try again in N seconds." while the server slows this
// client down (429, Retry-After), or what else went wrong. The credentials travel in the event to the
// invoked actor only: the password is never kept in the context.
// Pure: the call is the injected `signIn` actor, which throws a StaffFailure-shaped object when refused.
import { assign, fromPromise, setup } from 'xstate';

export interface Credentials {
  email: string;
  password: string;
}

/** What a refused sign-in shows; `kind` lets the page style or test it. */
export interface SignInFailure {
  kind: 'refused' | 'throttled' | 'other';
  message: string;
  /** Seconds to wait (throttled only). */
  retryAfter: number | null;
}

export const NOT_RIGHT = 'The email or password is not right.';
export const NO_ANSWER = 'The server did not answer. Check your connection and try again.';

export function throttledMessage(seconds: number): string {
  return `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** Reads what the actor threw: `{status, message, retryAfter}` (src/admin/api/call-failure.ts), or anything. */
export function signInFailureOf(error: unknown): SignInFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; message?: unknown; retryAfter?: unknown };
  const status = typeof e.status === 'number' ? e.status : null;
  if (status === 401) return { kind: 'refused', message: NOT_RIGHT, retryAfter: null };
  if (status === 429) {
    const seconds = typeof e.retryAfter === 'number' && e.retryAfter > 0 ? Math.ceil(e.retryAfter) : 60;
    return { kind: 'throttled', message: throttledMessage(seconds), retryAfter: seconds };
  }
  const message = status !== null && typeof e.message === 'string' && e.message !== '' ? e.message : NO_ANSWER;
  return { kind: 'other', message, retryAfter: null };
}

export interface StaffSignInContext {
  failure: SignInFailure | null;
  /** Counts the failures, so the page announces a repeated message again. */
  attempt: number;
}

export type StaffSignInEvent = { type: 'signIn.submit'; credentials: Credentials };

export const staffSignInMachine = setup({
  types: {
    context: {} as StaffSignInContext,
    events: {} as StaffSignInEvent,
    tags: {} as 'busy' | 'failure',
  },
  actors: {
    // Given by the page (machine.provide): POST /admin/api/session; resolves with the session.
    signIn: fromPromise<unknown, Credentials>(async () => {
      throw new Error('No signIn actor was provided');
    }),
  },
  actions: {
    // Given by the page: store the session, go where the person was heading.
    signedIn: (_, _params: { session: unknown }) => {},
  },
}).createMachine({
  id: 'staffSignIn',
  context: { failure: null, attempt: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'signIn.submit': 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'signIn',
        input: ({ event }) => event.credentials,
        onDone: { target: 'signedIn', actions: { type: 'signedIn', params: ({ event }) => ({ session: event.output }) } },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => signInFailureOf(event.error), attempt: ({ context }) => context.attempt + 1 }),
        },
      },
    },
    failed: {
      tags: ['failure'],
      on: { 'signIn.submit': 'submitting' },
    },
    signedIn: { type: 'final' },
  },
});
