// A realistic export of every app machine, made by running the machines themselves (so the checks of
// src/qa/check are held to what the machines really persist), and helpers to spoil one part of it.
import { createActor, fromPromise, waitFor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { compareSelectionMachine } from '../../machines/compare-selection.machine';
import { dealerLocatorMachine, type DealerSearchInput, type DealerSearchOutcome } from '../../machines/dealer-locator.machine';
import { formSubmitMachine, SubmitError, type FormValues } from '../../machines/form-submit.machine';
import { pdfModalMachine } from '../../machines/pdf-modal.machine';
import { resultsFilterMachine } from '../../machines/results-filter.machine';
import { tireFinderMachine } from '../../machines/tire-finder.machine';
import { EXPORT_FORMAT, FORMAT_VERSION, type MachineExport, type StateExport } from '../../src/qa/format';
import { readStateExport } from '../../src/qa/import';

/** A compare pick as exports made before the picks were tire ids held it (a row of what the bar showed). */
export const pick = (tireId: number) => ({ tireId, image: `/media/patterns/${tireId}.png`, patternName: `RL-${tireId}`, detail: '29.5R25' });


const persisted = (actor: AnyActorRef) => JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Record<string, unknown>;
const run = (logic: AnyStateMachine, input?: unknown) => createActor(logic, { input }).start();

/** Snapshots of every machine in a state worth restoring, by machine id. */
export async function machineSnapshots(): Promise<Record<string, Record<string, unknown>>> {
  const compare = run(compareSelectionMachine);
  for (const id of [101, 102, 103, 104]) compare.send({ type: 'compare.toggle', tireId: id });
  const pdf = run(pdfModalMachine.provide({ delays: { openDelay: 0 } }));
  pdf.send({ type: 'pdf.open', document: { title: 'RH-4A+ Lineup', url: '/website/documents/brochure.pdf' } });
  await waitFor(pdf, (s) => s.matches('open'));
  const filter = run(resultsFilterMachine.provide({ delays: { productsDelay: 0 } }));
  filter.send({ type: 'filters.loaded', tireTypes: [1, 2], lines: [5, 6], industries: [9] });
  filter.send({ type: 'filters.toggleLine', id: 6 });
  const finder = run(tireFinderMachine);
  finder.send({ type: 'finder.open' });
  finder.send({ type: 'finder.choose', mode: 'size' });
  finder.send({ type: 'finder.filter', text: ' 29.5 ' });
  finder.send({ type: 'finder.selectSize', size: '29.5R25' });
  const dealers = run(
    dealerLocatorMachine.provide({ actors: { searchDealers: fromPromise<DealerSearchOutcome, DealerSearchInput>(async () => ({ count: 1, pageSize: 10 })) } }),
    {},
  );
  dealers.send({ type: 'search.submit', q: '89801' });
  await waitFor(dealers, (s) => s.matches({ search: 'results' }));
  dealers.send({ type: 'dealer.highlight', dealerId: 7 });
  const form = run(formSubmitMachine.provide({ actors: { submit: fromPromise<unknown, FormValues>(() => new Promise<never>(() => {})) } }));
  form.send({ type: 'form.submit', values: { first_name: 'Xxx', email_address: 'xxx@xxxxxx.xxxxxxx', terms: true } });
  const failed = run(formSubmitMachine.provide({ actors: { submit: fromPromise<unknown, FormValues>(async () => Promise.reject(new SubmitError('No', { email: 'Bad' }))) } }));
  failed.send({ type: 'form.submit', values: { first_name: 'Xxx' } });
  await waitFor(failed, (s) => s.matches('failure'));
  const out = { compare, pdf, filter, finder, dealers, form, failed };
  return Object.fromEntries(Object.entries(out).map(([k, actor]) => [k, persisted(actor)]));
}

export function machine(key: string, machineId: string, snapshot: unknown, events: MachineExport['events'] = []): MachineExport {
  return { key, machineId, snapshot, events, eventsComplete: true };
}

export async function validExport(): Promise<StateExport> {
  const s = await machineSnapshots();
  return {
    format: EXPORT_FORMAT,
    formatVersion: FORMAT_VERSION,
    app: { version: '0.1.0', commit: 'abc1234' },
    exportedAt: '2026-01-01T00:00:00.000Z',
    url: 'http://localhost/tires/tire-results?tireSize=29.5R25',
    route: { pathname: '/tires/tire-results', search: '?tireSize=29.5R25', hash: '', state: null },
    viewport: { width: 1280, height: 800, devicePixelRatio: 1 },
    userAgent: 'jest',
    redux: {
      config: { brand: 'Basalt', tracking: 'EMTrack', mapboxToken: null, mediaBaseUrl: '' },
      ui: { tireFinderRequests: 1, serviceFailed: false },
      preferences: { unit: 'METRIC' },
      siteApi: {
        queries: {
          'getTire({"id":101})': { status: 'fulfilled', endpointName: 'getTire', requestId: 'r1', originalArgs: { id: 101 }, data: { name: '<b>RL</b>' }, startedTimeStamp: 1, fulfilledTimeStamp: 2 },
        },
        mutations: {},
        provided: { tags: { Product: { '101': ['getTire({"id":101})'] } }, keys: { 'getTire({"id":101})': [{ type: 'Product', id: 101 }] } },
        subscriptions: {},
        config: { reducerPath: 'siteApi' },
      },
    },
    storage: { local: { 'basalt.unit': 'METRIC' }, session: { 'basalt.compareSelection': JSON.stringify([101, 102]) } },
    machines: [
      machine('compareSelection', 'compareSelection', s.compare),
      machine('pdfModal', 'pdfModal', s.pdf),
      machine('resultsFilter', 'resultsFilter', s.filter),
      machine('tireFinder', 'tireFinder', s.finder),
      machine('dealerLocator', 'dealerLocator', s.dealers),
      machine('formSubmit', 'formSubmit', s.form),
      machine('formSubmit#2', 'formSubmit', s.failed),
    ],
    components: {
      'form:/contact/contact-us': { values: { first_name: 'Xxx', terms: false }, touched: { first_name: true }, errors: { last_name: 'Please enter last name.' } },
      'contact:attach-diagnostics:contact': true,
    },
    consoleErrors: [{ at: '2026-01-01T00:00:00.000Z', message: 'GET /website/x failed: 500' }],
    personalData: 'redacted',
  };
}

/** Reads `doc` after `spoil` changed a copy of it. */
export function readSpoiled(doc: StateExport, spoil: (copy: StateExport) => void) {
  const copy = structuredClone(doc);
  spoil(copy);
  return readStateExport(JSON.stringify(copy));
}

/** The snapshot (as a plain object) of the machine under `key` in `doc`. */
export function snapshotOf(doc: StateExport, key: string): Record<string, unknown> & { context: Record<string, unknown> } {
  return doc.machines.find((m) => m.key === key)!.snapshot as Record<string, unknown> & { context: Record<string, unknown> };
}
