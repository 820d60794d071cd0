// A page's side of machines/staff-action.machine.ts: one action (invite, reset, revoke, change a password…)
// with its optional confirmation, its busy state, its result and its refusal. `run` is the call (an RTK Query
// mutation's unwrap()); `onDone` runs once it succeeded (a toast, a form reset). The console has no QA panel,
// so the actor is @xstate/react's own, not the public site's app actor (src/components/useAppMachine.ts).
import { useMachine } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { staffActionMachine } from '../../../machines/staff-action.machine';

export interface StaffAction<I, O> {
  /** Ask for the action: at once, or after the confirmation (`confirm`). */
  request: (input: I, options?: { confirm?: boolean }) => void;
  /** Go ahead; `input`: what the dialog settled, in place of the input asked for. */
  confirm: (input?: I) => void;
  cancel: () => void;
  /** Hide the result or the refusal. */
  dismiss: () => void;
  /** The input of the action asked for (while confirming, running, showing its result). */
  pending: I | null;
  /** Waiting for the confirmation. */
  confirming: boolean;
  /** The confirmation dialog is up: waiting for the answer, or running what it confirmed. */
  asking: boolean;
  busy: boolean;
  /** The last run succeeded (until dismissed or asked again). */
  done: boolean;
  result: O | null;
  failure: string | null;
  /** Changes with every refusal (announce the same message again). */
  failureKey: number;
}

interface Handlers<I, O> {
  run: (input: I) => Promise<O>;
  onDone?: (result: O, input: I) => void;
}

/** The machine with its actor and action bound to the handlers of the latest render (as useFormSubmit). */
function bindMachine<I, O>(initial: Handlers<I, O>) {
  let handlers = initial;
  const machine = staffActionMachine.provide({
    actors: { run: fromPromise<unknown, unknown>(({ input }) => handlers.run(input as I)) },
    actions: {
      succeeded: ({ context }, params) => handlers.onDone?.(params.result as O, context.request as I),
    },
  });
  return { machine, use: (next: Handlers<I, O>) => void (handlers = next) };
}

export function useStaffAction<I, O>(run: (input: I) => Promise<O>, onDone?: (result: O, input: I) => void): StaffAction<I, O> {
  const [bound] = useState(() => bindMachine<I, O>({ run, onDone }));
  useLayoutEffect(() => bound.use({ run, onDone }));
  const machine = bound.machine;
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  return {
    request: (input, options) => send({ type: 'action.request', request: input, confirm: options?.confirm }),
    confirm: (input) => send({ type: 'action.confirm', request: input }),
    cancel: () => send({ type: 'action.cancel' }),
    dismiss: () => send({ type: 'action.dismiss' }),
    pending: snapshot.matches('idle') ? null : (context.request as I | null),
    confirming: snapshot.hasTag('dialog'),
    asking: snapshot.hasTag('dialog') || (snapshot.hasTag('busy') && context.confirm),
    busy: snapshot.hasTag('busy'),
    done: snapshot.matches('result'),
    result: snapshot.matches('result') ? (context.result as O) : null,
    failure: context.failure,
    failureKey: context.attempt,
  };
}
