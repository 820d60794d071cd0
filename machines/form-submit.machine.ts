// The submit lifecycle shared by the contact/consultation form and the EMTrack sign-up (SPEC §4): idle ->
// submitting (busy: spinner, button disabled) -> success (form reset, success banner) or failure (danger
// banner); both outcomes scroll to the message after 300 ms (SPEC §9). An invalid submit reveals the errors
// (the form marks every field touched; the sign-up also scrolls to the top of the form). A submit that
// attaches diagnostic information first goes through preparing (still busy): the injected `prepare` actor
// makes the attachment of that moment; whatever becomes of it, the request goes next.
// Pure: the POST is the injected `submit` actor; resetting, scrolling and toasts are injected actions.
import { assign, fromPromise, setup } from 'xstate';

/** SPEC §9: scroll-to-message delay. */
export const SCROLL_TO_MESSAGE_MS = 300;

export type FormValues = Record<string, unknown>;

/** Why a submission failed: the service's message (if any) and its per-field messages (400 answers). */
export interface SubmitFailure {
  message: string | null;
  fields: Record<string, string>;
}

/** What a submit actor throws to say more than "it failed". */
export class SubmitError extends Error implements SubmitFailure {
  constructor(
    message: string | null,
    readonly fields: Record<string, string> = {},
  ) {
    super(message ?? 'submit failed');
    this.failureMessage = message;
  }
  readonly failureMessage: string | null;
}

export function toFailure(error: unknown): SubmitFailure {
  if (error instanceof SubmitError) return { message: error.failureMessage, fields: error.fields };
  return { message: null, fields: {} };
}

export interface FormSubmitContext {
  values: FormValues | null;
  failure: SubmitFailure | null;
}

export type FormSubmitEvent =
  /** A submit whose values passed the browser's validation; `attach`: prepare diagnostic information first. */
  | { type: 'form.submit'; values: FormValues; attach?: boolean }
  /** A submit the browser's validation refused. */
  | { type: 'form.invalid' };

/** A submit from idle or after an outcome: through preparing when it attaches diagnostic information. */
const submit = [
  { guard: 'attaches', target: 'preparing', actions: 'rememberValues' },
  { target: 'submitting', actions: 'rememberValues' },
] as const;

export const formSubmitMachine = setup({
  types: {
    context: {} as FormSubmitContext,
    events: {} as FormSubmitEvent,
    tags: {} as 'busy' | 'success' | 'failure',
  },
  delays: { scrollDelay: SCROLL_TO_MESSAGE_MS },
  actors: {
    // Replaced by each form with machine.provide: posts the values, throws (SubmitError) when not accepted.
    submit: fromPromise<unknown, FormValues>(async () => {
      throw new SubmitError('No submit actor was provided');
    }),
    // Replaced by a form that can attach diagnostic information: makes it (and keeps it for its submit).
    prepare: fromPromise<void>(async () => {}),
  },
  guards: {
    attaches: ({ event }) => event.type === 'form.submit' && event.attach === true,
  },
  actions: {
    rememberValues: assign({
      values: ({ event }) => (event.type === 'form.submit' ? event.values : null),
      failure: null,
    }),
    // Implemented by the form (machine.provide); no-ops here keep the machine runnable on its own.
    resetForm: () => {},
    scrollToMessage: () => {},
    revealErrors: () => {},
    reportFailure: (_, _params: { failure: SubmitFailure | null }) => {},
  },
}).createMachine({
  id: 'formSubmit',
  context: { values: null, failure: null },
  initial: 'idle',
  on: {
    'form.invalid': { target: '.idle', actions: 'revealErrors' },
  },
  states: {
    idle: {
      on: { 'form.submit': submit },
    },
    preparing: {
      tags: ['busy'],
      on: { 'form.submit': {}, 'form.invalid': {} },
      invoke: { src: 'prepare', onDone: 'submitting', onError: 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      // A second submit while one is in flight is ignored (the button is disabled too).
      on: { 'form.submit': {}, 'form.invalid': {} },
      invoke: {
        src: 'submit',
        input: ({ context }) => context.values ?? {},
        onDone: { target: 'success' },
        onError: {
          target: 'failure',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    success: {
      tags: ['success'],
      entry: 'resetForm',
      after: { scrollDelay: { actions: 'scrollToMessage' } },
      on: { 'form.submit': submit },
    },
    failure: {
      tags: ['failure'],
      entry: { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure }) },
      after: { scrollDelay: { actions: 'scrollToMessage' } },
      on: { 'form.submit': submit },
    },
  },
});
