import { createActor, type SnapshotFrom } from 'xstate';
import {
  filterSizes,
  initialFinderContext,
  tireFinderMachine,
  toSearch,
  type FinderEmitted,
  type FinderEvent,
} from '../../machines/tire-finder.machine';
import { toResultsQuery } from '../../src/lib/results-query';

type Snapshot = SnapshotFrom<typeof tireFinderMachine>;

/** A started actor after `events`, with every emitted event recorded. */
function run(...events: FinderEvent[]) {
  const actor = createActor(tireFinderMachine).start();
  const emitted: FinderEmitted[] = [];
  actor.on('finder.selected', (e) => emitted.push(e));
  for (const event of events) actor.send(event);
  return { actor, emitted, send: (e: FinderEvent) => actor.send(e), snap: () => actor.getSnapshot() };
}

const value = (s: Snapshot) => JSON.stringify(s.value);
const open: FinderEvent = { type: 'finder.open' };
const close: FinderEvent = { type: 'finder.close' };
const startOver: FinderEvent = { type: 'finder.startOver' };
const choose = (mode: 'size' | 'rim' | 'industry' | 'equipment'): FinderEvent => ({ type: 'finder.choose', mode });
const rim25: FinderEvent = { type: 'finder.selectRim', rimSizeId: 7, rimDiameter: 25 };
const mining: FinderEvent = { type: 'finder.selectIndustry', segmentId: 3, name: 'Mining' };
const haulTruck: FinderEvent = { type: 'finder.selectEquipment', applicationId: 11, name: 'Rigid Haul Truck' };
const size = (s: string): FinderEvent => ({ type: 'finder.selectSize', size: s });
const tab = (step: 'rims' | 'industries' | 'equipment'): FinderEvent => ({ type: 'finder.tab', step });

describe('tireFinder machine: open and close', () => {
  it('starts closed, with nothing picked', () => {
    const { snap } = run();
    expect(snap().value).toBe('closed');
    expect(snap().hasTag('open')).toBe(false);
    expect(snap().context).toEqual(initialFinderContext);
  });

  it('opens at the choice step, tagged open; a second open changes nothing', () => {
    const { snap, send } = run(open);
    expect(snap().value).toEqual({ open: 'choice' });
    expect(snap().hasTag('open')).toBe(true);
    send(open);
    expect(snap().value).toEqual({ open: 'choice' });
  });

  it('ignores sub-search events while closed', () => {
    const { snap } = run(choose('size'), rim25, size('29.5R25'), startOver, tab('rims'));
    expect(snap().value).toBe('closed');
    expect(snap().context).toEqual(initialFinderContext);
  });

  it('offers the four choices from the choice step', () => {
    for (const [mode, expected] of [
      ['size', { open: { size: 'sizes' } }],
      ['rim', { open: { rim: 'rims' } }],
      ['industry', { open: { industry: 'industries' } }],
      ['equipment', { open: { equipment: 'equipment' } }],
    ] as const) {
      expect(run(open, choose(mode)).snap().value).toEqual(expected);
    }
  });

  // Every step of every sub-search, reached by its shortest path.
  const everyStep: [string, FinderEvent[]][] = [
    ['choice', []],
    ['size list (filtered)', [choose('size'), { type: 'finder.filter', text: '29' }]],
    ['rim list', [choose('rim')]],
    ['rim: size list', [choose('rim'), rim25]],
    ['equipment list', [choose('equipment')]],
    ['equipment: size list', [choose('equipment'), haulTruck]],
    ['industry list', [choose('industry')]],
    ['industry: equipment list', [choose('industry'), mining]],
    ['industry: size list', [choose('industry'), mining, haulTruck]],
  ];

  it.each(everyStep)('closes from the %s and resets: reopening shows the choices with nothing picked', (_, path) => {
    const { snap, send } = run(open, ...path);
    expect(snap().hasTag('open')).toBe(true);
    send(close);
    expect(snap().value).toBe('closed');
    expect(snap().context).toEqual(initialFinderContext);
    send(open);
    expect(snap().value).toEqual({ open: 'choice' });
  });

  it.each(everyStep.slice(1))('Start Over from the %s returns to the choices and forgets the picks', (_, path) => {
    const { snap, send } = run(open, ...path);
    send(startOver);
    expect(snap().value).toEqual({ open: 'choice' });
    expect(snap().context).toEqual(initialFinderContext);
  });

  it('has no Start Over at the choice step itself', () => {
    const { snap } = run(open);
    expect(snap().can(startOver)).toBe(false);
  });
});

describe('tireFinder machine: Size search', () => {
  it('keeps the typed text and applies it trimmed', () => {
    const { snap, send } = run(open, choose('size'));
    send({ type: 'finder.filter', text: '  29.5 ' });
    expect(snap().context.filterText).toBe('  29.5 ');
    expect(snap().context.search).toBe('29.5');
  });

  it('ignores blank or whitespace-only text (no filter)', () => {
    const { snap, send } = run(open, choose('size'), { type: 'finder.filter', text: '29' });
    send({ type: 'finder.filter', text: '   ' });
    expect(snap().context.search).toBe('');
    expect(snap().value).toEqual({ open: { size: 'sizes' } });
  });

  it('filters only in the size search', () => {
    const { snap } = run(open, choose('rim'), { type: 'finder.filter', text: '29' });
    expect(snap().context.filterText).toBe('');
  });

  it('choosing a size produces the size selection and waits for the navigation', () => {
    const { snap, emitted, send } = run(open, choose('size'), size('29.5R25'));
    expect(snap().value).toBe('navigating');
    expect(snap().hasTag('open')).toBe(true);
    expect(snap().context.selection).toEqual({ mode: 'size', size: '29.5R25' });
    expect(emitted).toEqual([{ type: 'finder.selected', selection: { mode: 'size', size: '29.5R25' } }]);
    send(close);
    expect(snap().value).toBe('closed');
    expect(snap().context).toEqual(initialFinderContext);
  });

  it('refuses a blank size', () => {
    const { snap, emitted } = run(open, choose('size'), size('  '));
    expect(snap().value).toEqual({ open: { size: 'sizes' } });
    expect(emitted).toEqual([]);
  });
});

describe('filter helpers (SPEC §5)', () => {
  const sizes = [{ size: '18.00R25' }, { size: '29.5R25' }, { size: '29.5-29' }, { size: '40/65R39' }];

  it('trims', () => {
    expect(toSearch('  29.5\t')).toBe('29.5');
  });

  it('matches case-insensitively anywhere in the size', () => {
    expect(filterSizes(sizes, ' 29.5 ').map((s) => s.size)).toEqual(['29.5R25', '29.5-29']);
    expect(filterSizes(sizes, 'r39').map((s) => s.size)).toEqual(['40/65R39']);
  });

  it('returns the whole list for blank text, and nothing for no match', () => {
    expect(filterSizes(sizes, '   ')).toEqual(sizes);
    expect(filterSizes(sizes, '')).toEqual(sizes);
    expect(filterSizes(sizes, '99')).toEqual([]);
  });
});

describe('tireFinder machine: Rim Diameter search', () => {
  it('rim list, then the size list of that rim', () => {
    const { snap } = run(open, choose('rim'), rim25);
    expect(snap().value).toEqual({ open: { rim: 'sizes' } });
    expect(snap().context.rim).toEqual({ rimSizeId: 7, rimDiameter: 25 });
  });

  it('the rim tab header returns to the rim list and forgets the rim', () => {
    const { snap, send } = run(open, choose('rim'), rim25);
    send(tab('rims'));
    expect(snap().value).toEqual({ open: { rim: 'rims' } });
    expect(snap().context.rim).toBeNull();
  });

  it('ignores tabs of other searches', () => {
    const { snap } = run(open, choose('rim'), rim25, tab('industries'), tab('equipment'));
    expect(snap().value).toEqual({ open: { rim: 'sizes' } });
  });

  it('choosing a size produces rim, size and rim id (SPEC §7)', () => {
    const { emitted, snap } = run(open, choose('rim'), rim25, size('29.5R25'));
    expect(snap().value).toBe('navigating');
    const selection = { mode: 'rim', rimSizeId: 7, rimDiameter: 25, size: '29.5R25' } as const;
    expect(emitted).toEqual([{ type: 'finder.selected', selection }]);
    expect(toResultsQuery(selection)).toEqual({ rimDiam: '25', rimDiamTireSize: '29.5R25', rimDiamTireSizeId: '7' });
  });

  it('no size can be chosen from the rim list itself', () => {
    const { snap } = run(open, choose('rim'), size('29.5R25'));
    expect(snap().value).toEqual({ open: { rim: 'rims' } });
  });
});

describe('tireFinder machine: Equipment Type search', () => {
  it('equipment list, then the size list of that equipment', () => {
    const { snap } = run(open, choose('equipment'), haulTruck);
    expect(snap().value).toEqual({ open: { equipment: 'sizes' } });
    expect(snap().context.equipment).toEqual({ applicationId: 11, name: 'Rigid Haul Truck' });
  });

  it('the equipment tab header returns to the equipment list', () => {
    const { snap, send } = run(open, choose('equipment'), haulTruck);
    send(tab('equipment'));
    expect(snap().value).toEqual({ open: { equipment: 'equipment' } });
    expect(snap().context.equipment).toBeNull();
  });

  it('ignores an industry pick or the rim tab', () => {
    const { snap } = run(open, choose('equipment'), mining, haulTruck, tab('rims'));
    expect(snap().value).toEqual({ open: { equipment: 'sizes' } });
    expect(snap().context.industry).toBeNull();
  });

  it('choosing a size produces the equipment id and name', () => {
    const { emitted } = run(open, choose('equipment'), haulTruck, size('27.00R49'));
    expect(emitted[0]?.selection).toEqual({
      mode: 'equipment',
      applicationId: 11,
      applicationName: 'Rigid Haul Truck',
      size: '27.00R49',
    });
  });
});

describe('tireFinder machine: Industry search', () => {
  it('industry list, then its equipment list, then the size list', () => {
    const { snap, send } = run(open, choose('industry'));
    send(mining);
    expect(snap().value).toEqual({ open: { industry: 'equipment' } });
    expect(snap().context.industry).toEqual({ segmentId: 3, name: 'Mining' });
    send(haulTruck);
    expect(snap().value).toEqual({ open: { industry: 'sizes' } });
    expect(snap().context.equipment).toEqual({ applicationId: 11, name: 'Rigid Haul Truck' });
  });

  it('the industry tab resets everything, from the equipment list', () => {
    const { snap, send } = run(open, choose('industry'), mining);
    send(tab('industries'));
    expect(snap().value).toEqual({ open: { industry: 'industries' } });
    expect(snap().context.industry).toBeNull();
  });

  it('the industry tab resets everything, from the size list', () => {
    const { snap, send } = run(open, choose('industry'), mining, haulTruck);
    send(tab('industries'));
    expect(snap().value).toEqual({ open: { industry: 'industries' } });
    expect(snap().context).toEqual(initialFinderContext);
  });

  it('the equipment tab returns to the equipment list and keeps the industry', () => {
    const { snap, send } = run(open, choose('industry'), mining, haulTruck);
    send(tab('equipment'));
    expect(snap().value).toEqual({ open: { industry: 'equipment' } });
    expect(snap().context.industry).toEqual({ segmentId: 3, name: 'Mining' });
    expect(snap().context.equipment).toBeNull();
  });

  it('the equipment tab does nothing before an industry is chosen', () => {
    const { snap } = run(open, choose('industry'), tab('equipment'));
    expect(snap().value).toEqual({ open: { industry: 'industries' } });
  });

  it('choosing a size produces industry and equipment ids and names', () => {
    const { emitted } = run(open, choose('industry'), mining, haulTruck, size('40.00R57'));
    const selection = emitted[0]!.selection;
    expect(selection).toEqual({
      mode: 'industry',
      segmentId: 3,
      segmentName: 'Mining',
      applicationId: 11,
      applicationName: 'Rigid Haul Truck',
      size: '40.00R57',
    });
    expect(toResultsQuery(selection)).toEqual({
      equipIndustry: '3',
      equipmentType: '11',
      indTireSize: '40.00R57',
      equipType: 'Rigid Haul Truck',
      industry: 'Mining',
    });
  });
});

describe('tireFinder machine: navigating', () => {
  it('ignores further picks and opens; only a close ends it', () => {
    const { snap, send, emitted } = run(open, choose('size'), size('29.5R25'));
    for (const e of [open, startOver, size('18.00R25'), choose('rim'), tab('rims')]) send(e);
    expect(snap().value).toBe('navigating');
    expect(emitted).toHaveLength(1);
    send(close);
    expect(snap().value).toBe('closed');
  });

  it('lists its states and events for QA tooling', () => {
    const { snap } = run(open);
    expect(value(snap())).toBe('{"open":"choice"}');
    expect(Object.keys(tireFinderMachine.states)).toEqual(['closed', 'open', 'navigating']);
    expect(Object.keys(tireFinderMachine.states.open!.states)).toEqual(['choice', 'size', 'rim', 'equipment', 'industry']);
    expect(tireFinderMachine.events.sort()).toEqual(
      [
        'finder.choose',
        'finder.close',
        'finder.filter',
        'finder.open',
        'finder.selectEquipment',
        'finder.selectIndustry',
        'finder.selectRim',
        'finder.selectSize',
        'finder.startOver',
        'finder.tab',
      ].sort(),
    );
  });
});
