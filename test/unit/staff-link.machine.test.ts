// machines/staff-link.machine.ts: a one-time link checked, its password set, or found gone.
import { createActor, fromPromise, waitFor } from 'xstate';
import { LINK_GONE, LINK_MISSING, staffLinkMachine, type LinkDetails, type LinkValues } from '../../machines/staff-link.machine';

interface Fakes {
  check?: (input: { token: string }) => Promise<LinkDetails>;
  use?: (input: LinkValues & { token: string }) => Promise<unknown>;
}

function setup(token: string | null, fakes: Fakes) {
  const used: unknown[] = [];
  const machine = staffLinkMachine.provide({
    actors: {
      check: fromPromise<LinkDetails, { token: string }>(({ input }) => (fakes.check ?? (() => Promise.reject(new Error('no check'))))(input)),
      use: fromPromise<unknown, LinkValues & { token: string }>(({ input }) => (fakes.use ?? (() => Promise.reject(new Error('no use'))))(input)),
    },
    actions: { linkUsed: (_, params) => void used.push(params.session) },
  });
  return { actor: createActor(machine, { input: { token } }).start(), used };
}

const firstAdmin: LinkDetails = { purpose: 'first-admin', email: null, name: null };
const reset: LinkDetails = { purpose: 'reset', email: 'ana@example.com', name: 'Ana' };

describe('staffLink machine', () => {
  it('without a token there is nothing to check', () => {
    const { actor } = setup(null, {});
    expect(actor.getSnapshot().value).toBe('missing');
    expect(actor.getSnapshot().context.message).toBe(LINK_MISSING);
  });

  it('the first admin: checked, then email, name and password sent with the token, and signed in', async () => {
    const checked: string[] = [];
    const sent: unknown[] = [];
    const { actor, used } = setup('tok', {
      check: async ({ token }) => {
        checked.push(token);
        return firstAdmin;
      },
      use: async (input) => {
        sent.push(input);
        return { account: { id: 1, role: 'admin' } };
      },
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(checked).toEqual(['tok']);
    expect(actor.getSnapshot().context.link).toEqual(firstAdmin);
    actor.send({ type: 'link.submit', values: { email: 'ana@example.com', name: 'Ana', password: 'a long pass phrase' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ token: 'tok', email: 'ana@example.com', name: 'Ana', password: 'a long pass phrase' }]);
    expect(used).toEqual([{ account: { id: 1, role: 'admin' } }]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('a long pass phrase');
  });

  it('a reset whose password the server refuses returns to the form with the reason, then succeeds', async () => {
    let attempts = 0;
    const { actor } = setup('tok', {
      check: async () => reset,
      use: async () => {
        attempts += 1;
        if (attempts === 1) throw { status: 400, message: 'Use a password with more different characters.' };
        return { account: { id: 2 } };
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'link.submit', values: { password: 'aaaaaaaaaaaaaaaa' } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toBe('Use a password with more different characters.');
    expect(actor.getSnapshot().context.attempt).toBe(1);
    actor.send({ type: 'link.submit', values: { password: 'a better pass phrase' } });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('a used or expired link (404) is gone, whether found at the check or at the use', async () => {
    const atCheck = setup('old', { check: () => Promise.reject({ status: 404, message: 'gone' }) });
    await waitFor(atCheck.actor, (s) => s.matches('gone'));
    expect(atCheck.actor.getSnapshot().context.message).toBe(LINK_GONE);

    const atUse = setup('tok', { check: async () => reset, use: () => Promise.reject({ status: 404, message: 'gone' }) });
    await waitFor(atUse.actor, (s) => s.matches('ready'));
    atUse.actor.send({ type: 'link.submit', values: { password: 'a long pass phrase' } });
    await waitFor(atUse.actor, (s) => s.matches('gone'));
    expect(atUse.actor.getSnapshot().context.link).toBeNull();
  });

  it('a check without an answer can be tried again', async () => {
    let calls = 0;
    const { actor } = setup('tok', {
      check: async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('fetch failed');
        return reset;
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toMatch(/did not answer/);
    actor.send({ type: 'link.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(2);
  });
});
