// One staff action of the console from request to outcome (issue 20): change one's password, invite someone,
// reset or disable an account, create or revoke an API token. A request either runs at once or first waits
// for a confirmation (a dialog: "Revoke this token?"); while it runs the page is busy; its result (a
// one-time link, a token's secret) stays shown until dismissed. A refusal returns to the confirmation with
// the reason when there was one, else shows the reason (`failed`); the request can be confirmed again.
// Pure: the call is the injected `run` actor, which throws `{status, message}` when refused.
import { assign, fromPromise, setup } from 'xstate';

const NO_ANSWER = 'The server did not answer. Check your connection and try again.';

export function actionFailureMessage(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; message?: unknown };
  if (typeof e.status !== 'number') return NO_ANSWER;
  return typeof e.message === 'string' && e.message !== '' ? e.message : `The server answered ${e.status}. Try again; if it keeps failing, tell an admin.`;
}

export interface StaffActionContext {
  /** What the page asked to do (its input for `run`). */
  request: unknown;
  /** Whether the request waited for a confirmation. */
  confirm: boolean;
  /** The answer of the last run, until dismissed. */
  result: unknown;
  failure: string | null;
  /** Counts the refusals, so the page announces a repeated message again. */
  attempt: number;
}

export type StaffActionEvent =
  | { type: 'action.request'; request: unknown; confirm?: boolean }
  /** `request`: what the confirmation settled (a role picked in the dialog), in place of the one asked for. */
  | { type: 'action.confirm'; request?: unknown }
  | { type: 'action.cancel' }
  | { type: 'action.dismiss' };

const request = [
  {
    guard: ({ event }: { event: StaffActionEvent }) => event.type === 'action.request' && event.confirm === true,
    target: '#staffAction.confirming',
    actions: 'remember',
  },
  { target: '#staffAction.running', actions: 'remember' },
] as const;

export const staffActionMachine = setup({
  types: {
    context: {} as StaffActionContext,
    events: {} as StaffActionEvent,
    tags: {} as 'busy' | 'dialog',
  },
  actors: {
    run: fromPromise<unknown, unknown>(async () => {
      throw new Error('No run actor was provided');
    }),
  },
  guards: {
    confirmed: ({ context }) => context.confirm,
  },
  actions: {
    remember: assign(({ event }) =>
      event.type === 'action.request'
        ? { request: event.request, confirm: event.confirm === true, result: null, failure: null }
        : {},
    ),
    rememberFailure: assign({
      failure: (_, params: { error: unknown }) => actionFailureMessage(params.error),
      attempt: ({ context }) => context.attempt + 1,
    }),
    // Given by the page: a toast, a form reset.
    succeeded: (_, _params: { result: unknown }) => {},
  },
}).createMachine({
  id: 'staffAction',
  context: { request: null, confirm: false, result: null, failure: null, attempt: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'action.request': request },
    },
    confirming: {
      tags: ['dialog'],
      on: {
        'action.confirm': {
          target: 'running',
          actions: assign({ request: ({ context, event }) => (event.request === undefined ? context.request : event.request) }),
        },
        'action.cancel': { target: 'idle', actions: assign({ request: null, failure: null }) },
      },
    },
    running: {
      tags: ['busy'],
      invoke: {
        src: 'run',
        input: ({ context }: { context: StaffActionContext }) => context.request,
        onDone: {
          target: 'result',
          actions: [
            assign({ result: ({ event }) => event.output ?? null, failure: null }),
            { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: [
          {
            guard: 'confirmed',
            target: 'confirming',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    result: {
      on: {
        'action.dismiss': { target: 'idle', actions: assign({ request: null, result: null }) },
        'action.request': request,
      },
    },
    failed: {
      on: {
        'action.request': request,
        'action.dismiss': { target: 'idle', actions: assign({ failure: null }) },
      },
    },
  },
});
