// ?inspect / "Connect Stately Inspector": every app actor reaches the Stately browser inspector, including
// those that started before it connected, and only ever with personal data replaced (the export's redaction).
import { createMachine, fromPromise, type InspectionEvent } from 'xstate';
import { formSubmitMachine, type FormValues } from '../../machines/form-submit.machine';
import { createAppActor } from '../../src/actor-runtime/actor-system';
import { connectStatelyInspector, disconnectStatelyInspector, isStatelyConnected } from '../../src/qa/stately';
import { createFakeInspector, type FakeInspector } from '../support/fake-inspector';

let inspector: FakeInspector;
const stop = jest.fn();
jest.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => {
    inspector = createFakeInspector();
    return { ...inspector, stop: () => stop() };
  },
}));

afterEach(() => disconnectStatelyInspector());

const toggle = createMachine({ id: 'qaToggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });
const ofType = (type: InspectionEvent['type']) => inspector.events.filter((e) => e.type === type);
const idOf = (e: InspectionEvent) => String((e.actorRef as { id?: unknown }).id);

it('introduces running actors, forwards later events, and disconnects', async () => {
  const early = createAppActor(toggle).start();
  await connectStatelyInspector();
  expect(isStatelyConnected()).toBe(true);
  const introduced = ofType('@xstate.actor').find((e) => e.actorRef.sessionId === early.sessionId);
  expect(introduced?.actorRef.getSnapshot()).toMatchObject({ status: 'active', value: 'off' });
  early.send({ type: 'flip' });
  expect(inspector.events).toContainEqual(expect.objectContaining({ type: '@xstate.event', event: { type: 'flip' } }));
  expect(ofType('@xstate.snapshot').at(-1)).toMatchObject({ snapshot: { value: 'on' }, event: { type: 'flip' } });
  disconnectStatelyInspector();
  expect(stop).toHaveBeenCalled();
  const count = inspector.events.length;
  createAppActor(toggle).start().stop();
  expect(inspector.events.length).toBe(count);
  early.stop();
});

describe('what the inspector sees of a submitted form', () => {
  const visitor = { first_name: 'Ada', last_name: 'Lovelace', email_address: 'ada@quarry.example', phone: '+13035551234', city: 'Denver', country: 'United States' };
  const personal = ['Ada', 'Lovelace', 'ada@quarry.example', '3035551234', 'Denver'];

  async function submitWithInspector(values: FormValues) {
    const posted: FormValues[] = [];
    const machine = formSubmitMachine.provide({
      actors: { submit: fromPromise<unknown, FormValues>(async ({ input }) => void posted.push(input)) },
    });
    // One actor already holds the visitor's values when the inspector connects (introduced with its snapshot)…
    const before = createAppActor(machine, { id: 'before' }).start();
    before.send({ type: 'form.submit', values });
    await connectStatelyInspector();
    // …the other receives them while it watches (event, snapshots, the submit child's input).
    const during = createAppActor(machine, { id: 'during' }).start();
    during.send({ type: 'form.submit', values });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(during.getSnapshot().value).toBe('success');
    expect(posted).toEqual([values, values]);
    before.stop();
    during.stop();
  }

  it('never carries the name, email, phone or city: the export placeholders stand in', async () => {
    await submitWithInspector(visitor);
    const readable = inspector.readable();
    for (const value of personal) expect(readable.filter((text) => text.includes(value))).toEqual([]);
    const submitted = inspector.events.find((e) => e.type === '@xstate.event' && e.event.type === 'form.submit');
    expect(submitted).toMatchObject({
      event: { values: { first_name: 'Xxx', last_name: 'Xxxxxxxx', email_address: 'xxx@xxxxxx.xxxxxxx', phone: '+55055555555', country: 'United States' } },
    });
  });

  it('keeps the rest: machine definitions, state values, event types, the submit child', async () => {
    await submitWithInspector(visitor);
    const introduced = ofType('@xstate.actor');
    expect(introduced.map((e) => (e.actorRef as unknown as { logic: { config: { id: string } } }).logic.config.id)).toContain('formSubmit');
    // Read when the adapter gets to it (as the real one does, on idle): by then the request has succeeded.
    expect(introduced.find((e) => idOf(e) === 'before')?.actorRef.getSnapshot()).toMatchObject({
      value: 'success',
      context: { values: { email_address: 'xxx@xxxxxx.xxxxxxx' } },
    });
    const values = ofType('@xstate.snapshot').map((e) => (e.type === '@xstate.snapshot' ? (e.snapshot as { value?: unknown }).value : null));
    expect(values).toEqual(expect.arrayContaining(['submitting', 'success']));
    // Microsteps and actions carry the raw event too: never passed on.
    expect(inspector.events.map((e) => e.type).filter((t) => !['@xstate.actor', '@xstate.event', '@xstate.snapshot'].includes(t))).toEqual([]);
  });

  it('a request still running: its actor is shown with the values it posts, redacted', async () => {
    await connectStatelyInspector();
    const machine = formSubmitMachine.provide({ actors: { submit: fromPromise<unknown, FormValues>(() => new Promise<never>(() => {})) } });
    const actor = createAppActor(machine, { id: 'pending' }).start();
    actor.send({ type: 'form.submit', values: visitor });
    const child = ofType('@xstate.actor').find((e) => idOf(e).includes('formSubmit.submitting'))?.actorRef;
    expect(child?.getSnapshot()).toMatchObject({ status: 'active', input: { first_name: 'Xxx', email_address: 'xxx@xxxxxx.xxxxxxx' } });
    for (const value of personal) expect(inspector.readable().filter((text) => text.includes(value))).toEqual([]);
    actor.stop();
  });
});
