// Runs the formSubmit machine for a form: the page provides how to post, how to reset, where to scroll and
// how to report a failure. Returns what the UI reads (busy, outcome) and the machine's send.
import { useLayoutEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { formSubmitMachine, type FormValues, type SubmitFailure } from '../../../machines/form-submit.machine';
import { useAppMachine } from '../useAppMachine';

export interface FormSubmitHandlers {
  post: (values: FormValues) => Promise<unknown>;
  resetForm: () => void;
  scrollToMessage: () => void;
  revealErrors: () => void;
  reportFailure: (failure: SubmitFailure | null) => void;
  /** Makes what a submit with `attach` sends along (the contact form's diagnostic information). */
  prepare?: () => Promise<void>;
}

/** The machine with its actor and actions bound to handlers that can be swapped after each render. */
function bindMachine(initial: FormSubmitHandlers) {
  let handlers = initial;
  const machine = formSubmitMachine.provide({
    actors: {
      submit: fromPromise<unknown, FormValues>(({ input }) => handlers.post(input)),
      prepare: fromPromise<void>(() => handlers.prepare?.() ?? Promise.resolve()),
    },
    actions: {
      resetForm: () => handlers.resetForm(),
      scrollToMessage: () => handlers.scrollToMessage(),
      revealErrors: () => handlers.revealErrors(),
      reportFailure: (_, params) => handlers.reportFailure(params.failure),
    },
  });
  return { machine, use: (next: FormSubmitHandlers) => void (handlers = next) };
}

export function useFormSubmit(handlers: FormSubmitHandlers) {
  // Built once; it calls the handlers of the latest render.
  const [bound] = useState(() => bindMachine(handlers));
  useLayoutEffect(() => bound.use(handlers));
  const machine = bound.machine;
  const [state, send] = useAppMachine(machine);
  return {
    busy: state.hasTag('busy'),
    succeeded: state.hasTag('success'),
    failed: state.hasTag('failure'),
    submit: (values: FormValues, attach = false) => send({ type: 'form.submit', values, attach }),
    invalid: () => send({ type: 'form.invalid' }),
  };
}

/** Scrolls an element into view smoothly (instantly when the visitor prefers reduced motion). */
export function scrollIntoView(el: Element | null, block: ScrollLogicalPosition = 'start'): void {
  if (!el || typeof el.scrollIntoView !== 'function') return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  el.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block });
}

/** Scrolls the page to its top, smoothly unless reduced motion is preferred. */
export function scrollToTop(): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
}
