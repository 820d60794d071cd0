import { createActor, fromPromise } from 'xstate';
import {
  formSubmitMachine,
  SCROLL_TO_MESSAGE_MS,
  SubmitError,
  type FormValues,
  type SubmitFailure,
} from '../../machines/form-submit.machine';

function setup(post: (values: FormValues) => Promise<unknown>) {
  const calls: string[] = [];
  const failures: (SubmitFailure | null)[] = [];
  const machine = formSubmitMachine.provide({
    actors: { submit: fromPromise<unknown, FormValues>(({ input }) => post(input)) },
    actions: {
      resetForm: () => calls.push('reset'),
      scrollToMessage: () => calls.push('scroll'),
      revealErrors: () => calls.push('reveal'),
      reportFailure: (_, params) => {
        calls.push('report');
        failures.push(params.failure);
      },
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, failures };
}

const flush = () => Promise.resolve().then(() => Promise.resolve());

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('formSubmit machine (SPEC §4)', () => {
  it('goes idle -> submitting (busy) -> success: resets the form, then scrolls to the message after 300 ms', async () => {
    let resolve: (v: unknown) => void = () => {};
    const posted: FormValues[] = [];
    const { actor, calls } = setup((values) => {
      posted.push(values);
      return new Promise((r) => (resolve = r));
    });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'form.submit', values: { first_name: 'Ada' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(posted).toEqual([{ first_name: 'Ada' }]);

    // A second submit while busy posts nothing more.
    actor.send({ type: 'form.submit', values: { first_name: 'Again' } });
    expect(posted).toHaveLength(1);

    resolve({ code: 200 });
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(calls).toEqual(['reset']);
    jest.advanceTimersByTime(SCROLL_TO_MESSAGE_MS - 1);
    expect(calls).toEqual(['reset']);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['reset', 'scroll']);
  });

  it('goes to failure on a refused post, keeps the message and field errors, reports and scrolls', async () => {
    const { actor, calls, failures } = setup(async () => {
      throw new SubmitError('Please correct: email.', { email: 'Please enter a valid email address.' });
    });
    actor.send({ type: 'form.submit', values: {} });
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().hasTag('failure')).toBe(true);
    expect(failures).toEqual([{ message: 'Please correct: email.', fields: { email: 'Please enter a valid email address.' } }]);
    expect(calls).toEqual(['report']);
    jest.advanceTimersByTime(SCROLL_TO_MESSAGE_MS);
    expect(calls).toEqual(['report', 'scroll']);
    expect(actor.getSnapshot().context.failure?.message).toBe('Please correct: email.');
  });

  it('a network error (no message) fails with message null, so the UI uses its generic text', async () => {
    const { actor, failures } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'form.submit', values: {} });
    await flush();
    expect(failures).toEqual([{ message: null, fields: {} }]);
  });

  it('can submit again from failure and from success', async () => {
    let ok = false;
    const { actor } = setup(async () => {
      if (!ok) throw new SubmitError(null);
      return {};
    });
    actor.send({ type: 'form.submit', values: {} });
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    ok = true;
    actor.send({ type: 'form.submit', values: {} });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.failure).toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    actor.send({ type: 'form.submit', values: {} });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('an invalid submit reveals the errors and clears a previous outcome', async () => {
    const { actor, calls } = setup(async () => {
      throw new SubmitError(null);
    });
    actor.send({ type: 'form.invalid' });
    expect(calls).toEqual(['reveal']);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'form.submit', values: {} });
    await flush();
    actor.send({ type: 'form.invalid' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('failure')).toBe(false);
  });

  it('without a provided actor the submission fails instead of pretending to succeed', async () => {
    const actor = createActor(formSubmitMachine).start();
    actor.send({ type: 'form.submit', values: {} });
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
  });
});

describe('formSubmit machine: attaching diagnostic information', () => {
  function withPrepare(prepare: () => Promise<void>) {
    const order: string[] = [];
    const machine = formSubmitMachine.provide({
      actors: {
        prepare: fromPromise<void>(async () => {
          order.push('prepare');
          await prepare();
        }),
        submit: fromPromise<unknown, FormValues>(async () => void order.push('post')),
      },
    });
    return { actor: createActor(machine).start(), order };
  }

  it('prepares first (busy, further submits ignored), then posts; a plain submit skips preparing', async () => {
    let ready: () => void = () => {};
    const { actor, order } = withPrepare(() => new Promise<void>((r) => (ready = r)));
    actor.send({ type: 'form.submit', values: { first_name: 'Ada' }, attach: true });
    expect(actor.getSnapshot().value).toBe('preparing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'form.submit', values: { first_name: 'Again' }, attach: true });
    expect(order).toEqual(['prepare']);
    ready();
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(order).toEqual(['prepare', 'post']);
    expect(actor.getSnapshot().context.values).toEqual({ first_name: 'Ada' });

    actor.send({ type: 'form.submit', values: { first_name: 'Bo' } });
    await flush();
    expect(order).toEqual(['prepare', 'post', 'post']);
  });

  it('still posts when the attachment cannot be made', async () => {
    const { actor, order } = withPrepare(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'form.submit', values: { first_name: 'Ada' }, attach: true });
    await flush();
    await flush();
    expect(order).toEqual(['prepare', 'post']);
    expect(actor.getSnapshot().value).toBe('success');
  });
});
