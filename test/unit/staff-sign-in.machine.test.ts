// machines/staff-sign-in.machine.ts: the sign-in's lifecycle with its actor swapped (createActor + provide).
import { createActor, fromPromise, waitFor } from 'xstate';
import { NOT_RIGHT, signInFailureOf, staffSignInMachine, throttledMessage, type Credentials } from '../../machines/staff-sign-in.machine';

function setup(signIn: (c: Credentials) => Promise<unknown>) {
  const signedIn: unknown[] = [];
  const machine = staffSignInMachine.provide({
    actors: { signIn: fromPromise<unknown, Credentials>(({ input }) => signIn(input)) },
    actions: { signedIn: (_, params) => void signedIn.push(params.session) },
  });
  return { actor: createActor(machine).start(), signedIn };
}

const credentials = { email: 'ana@example.com', password: 'correct horse battery' };

describe('staffSignIn machine', () => {
  it('submits the credentials (busy meanwhile) and ends signed in with the session', async () => {
    let resolve: (v: unknown) => void = () => {};
    const sent: Credentials[] = [];
    const { actor, signedIn } = setup((c) => {
      sent.push(c);
      return new Promise((r) => (resolve = r));
    });
    actor.send({ type: 'signIn.submit', credentials });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(sent).toEqual([credentials]);
    resolve({ account: { id: 1 } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(signedIn).toEqual([{ account: { id: 1 } }]);
  });

  it('never keeps the password in its context', async () => {
    const { actor } = setup(() => Promise.reject({ status: 401, message: NOT_RIGHT, retryAfter: null }));
    actor.send({ type: 'signIn.submit', credentials });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(credentials.password);
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain(credentials.password);
  });

  it('a refusal shows the neutral message, and each new refusal counts (announced again)', async () => {
    const { actor } = setup(() => Promise.reject({ status: 401, message: 'whatever the server said', retryAfter: null }));
    actor.send({ type: 'signIn.submit', credentials });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'refused', message: NOT_RIGHT, retryAfter: null });
    expect(actor.getSnapshot().hasTag('failure')).toBe(true);
    actor.send({ type: 'signIn.submit', credentials });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.attempt).toBe(2);
  });

  it('while the client is slowed down (429) says how many seconds to wait, from Retry-After', async () => {
    const { actor } = setup(() => Promise.reject({ status: 429, message: 'Too many', retryAfter: 17 }));
    actor.send({ type: 'signIn.submit', credentials });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'throttled', message: 'Too many attempts. Try again in 17 seconds.', retryAfter: 17 });
  });

  it('ignores a second submit while one is in flight', () => {
    let calls = 0;
    const { actor } = setup(() => {
      calls += 1;
      return new Promise(() => {});
    });
    actor.send({ type: 'signIn.submit', credentials });
    actor.send({ type: 'signIn.submit', credentials });
    expect(calls).toBe(1);
  });
});

describe('signInFailureOf', () => {
  it('reads a 429 without Retry-After as a minute, and singular seconds correctly', () => {
    expect(signInFailureOf({ status: 429, message: 'x', retryAfter: null }).message).toBe(throttledMessage(60));
    expect(throttledMessage(1)).toBe('Too many attempts. Try again in 1 second.');
  });

  it('shows the server’s words for other answers, and a connection hint when none came', () => {
    expect(signInFailureOf({ status: 500, message: 'The database is down: try again in a minute.', retryAfter: null })).toEqual({
      kind: 'other',
      message: 'The database is down: try again in a minute.',
      retryAfter: null,
    });
    expect(signInFailureOf(new TypeError('fetch failed')).message).toMatch(/did not answer/);
    expect(signInFailureOf(undefined).kind).toBe('other');
  });
});
