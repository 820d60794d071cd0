// machines/staff-action.machine.ts: a console action asked, maybe confirmed, run, then its result or refusal.
import { createActor, fromPromise, waitFor } from 'xstate';
import { actionFailureMessage, staffActionMachine } from '../../machines/staff-action.machine';

function setup(run: (input: unknown) => Promise<unknown>) {
  const succeeded: unknown[] = [];
  const machine = staffActionMachine.provide({
    actors: { run: fromPromise<unknown, unknown>(({ input }) => run(input)) },
    actions: { succeeded: (_, params) => void succeeded.push(params.result) },
  });
  return { actor: createActor(machine).start(), succeeded };
}

describe('staffAction machine', () => {
  it('runs at once without a confirmation, keeps the result until dismissed', async () => {
    const inputs: unknown[] = [];
    const { actor, succeeded } = setup(async (input) => {
      inputs.push(input);
      return { link: 'https://x/admin/link#t' };
    });
    actor.send({ type: 'action.request', request: { email: 'a@b.c' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('result'));
    expect(inputs).toEqual([{ email: 'a@b.c' }]);
    expect(actor.getSnapshot().context.result).toEqual({ link: 'https://x/admin/link#t' });
    expect(succeeded).toEqual([{ link: 'https://x/admin/link#t' }]);
    actor.send({ type: 'action.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('waits for the confirmation, and cancelling runs nothing', () => {
    let calls = 0;
    const { actor } = setup(async () => {
      calls += 1;
    });
    actor.send({ type: 'action.request', request: 'token-a', confirm: true });
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'action.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toBe(0);
  });

  it('a confirmation may settle the request (a role picked in the dialog)', async () => {
    const inputs: unknown[] = [];
    const { actor } = setup(async (input) => inputs.push(input));
    actor.send({ type: 'action.request', request: { id: 3 }, confirm: true });
    actor.send({ type: 'action.confirm', request: { id: 3, role: 'sales' } });
    await waitFor(actor, (s) => s.matches('result'));
    expect(inputs).toEqual([{ id: 3, role: 'sales' }]);
  });

  it('a refusal after a confirmation returns to it with the reason, and can be confirmed again', async () => {
    let calls = 0;
    const { actor } = setup(async () => {
      calls += 1;
      if (calls === 1) throw { status: 409, message: 'An admin cannot take away the last admin.' };
      return 'ok';
    });
    actor.send({ type: 'action.request', request: 'x', confirm: true });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe('An admin cannot take away the last admin.');
    expect(actor.getSnapshot().context.attempt).toBe(1);
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.matches('result'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a refusal without a confirmation is shown until dismissed or asked again', async () => {
    const { actor } = setup(() => Promise.reject(new TypeError('fetch failed')));
    actor.send({ type: 'action.request', request: 'x' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toMatch(/did not answer/);
    actor.send({ type: 'action.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('reads the server’s message, or says the server did not answer', () => {
    expect(actionFailureMessage({ status: 400, message: 'Enter a name.' })).toBe('Enter a name.');
    expect(actionFailureMessage({ status: 400 })).toMatch(/answered 400/);
    expect(actionFailureMessage('boom')).toMatch(/did not answer/);
  });
});
