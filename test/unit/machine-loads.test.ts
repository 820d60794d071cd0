// The duty check's loads from a machine (issue 23 part 3): each axle's tire loads from the weights and the split,
// the axle the check is made for, and how the form takes them.
import type { DutyMachine } from '../../src/contract/duty';
import { asksForCheck, dutyErrors, dutySearch, dutyValuesFrom, usesMachineLoads, withMachineLoads, type DutyFormValues } from '../../src/lib/duty/duty-form';
import { machineLoads, mostLoadedAxle, TYPICAL_SPLITS } from '../../src/lib/duty/machine-loads';

const truck = { equipment: 'Rigid Haul Truck', payload_t: 136, empty_weight_t: 95.725, split: { empty: [47, 53], loaded: [33, 67] }, tires: null };

describe('machineLoads', () => {
  it("shares a rigid truck's weight between two front tires and four rear ones, empty and loaded", () => {
    const loads = machineLoads(truck)!;
    expect(loads.typical).toBe(false);
    // Empty: 95,725 kg x 47 % / 2 and x 53 % / 4; loaded: 231,725 kg x 33 % / 2 and x 67 % / 4.
    expect(loads.axles).toEqual([
      { axle: 'front', tires: 2, empty_kg: 22495, loaded_kg: 38235 },
      { axle: 'rear', tires: 4, empty_kg: 12684, loaded_kg: 38814 },
    ]);
    // The rear tire is a little heavier loaded, but the front one carries more on average: it is the one checked.
    expect(mostLoadedAxle(loads.axles).axle).toBe('front');
  });

  it("uses the kind's typical split when the machine has none, and says so", () => {
    const loads = machineLoads({ ...truck, split: null })!;
    expect(loads.typical).toBe(true);
    expect(loads.split).toBe(TYPICAL_SPLITS['Rigid Haul Truck']);
    expect(loads.axles[0]).toEqual({ axle: 'front', tires: 2, empty_kg: 23453, loaded_kg: 38235 });
  });

  it('gives an articulated truck three axles of two tires, and takes shares as printed (33:66) of their sum', () => {
    const adt = machineLoads({ equipment: 'Articulated Dump Truck', payload_t: 28, empty_weight_t: 23.9, split: null, tires: null })!;
    expect(adt.axles.map((a) => [a.axle, a.tires])).toEqual([
      ['front', 2],
      ['centre', 2],
      ['rear', 2],
    ]);
    const fourByFour = machineLoads({ equipment: 'Articulated Dump Truck', payload_t: 28, empty_weight_t: 21.5, split: { empty: [50, 50], loaded: [33, 66] }, tires: null })!;
    // 49,500 kg x 33/99 / 2 = 8,250 kg on each front tire.
    expect(fourByFour.axles.map((a) => [a.axle, a.tires, a.empty_kg, a.loaded_kg])).toEqual([
      ['front', 2, 5375, 8250],
      ['rear', 2, 5375, 16500],
    ]);
  });

  it('has no loads for a machine that does not haul, lacks a weight, or has no split to use', () => {
    expect(machineLoads({ ...truck, equipment: 'Wheel Loader' })).toBeNull();
    expect(machineLoads({ ...truck, empty_weight_t: null })).toBeNull();
    expect(machineLoads({ ...truck, payload_t: null })).toBeNull();
    // No typical split of an underground truck: its own, or none.
    expect(machineLoads({ ...truck, equipment: 'Underground Haul Truck', split: null })).toBeNull();
    expect(machineLoads({ ...truck, equipment: 'Underground Haul Truck' })?.axles).toHaveLength(2);
    // A split that does not fit (1 axle, or other axle counts empty and loaded) is not used.
    expect(machineLoads({ ...truck, split: { empty: [100], loaded: [100] } })?.typical).toBe(true);
    expect(machineLoads({ ...truck, split: { empty: [47, 53], loaded: [33, 33, 34] } })?.typical).toBe(true);
  });

  it('shares an axle among the tires its row gives (duals front and rear), and uses no typical split for such a layout', () => {
    const eight = machineLoads({ ...truck, tires: [4, 4] })!;
    expect(eight.axles.map((a) => [a.axle, a.tires, a.empty_kg, a.loaded_kg])).toEqual([
      ['front', 4, 11248, 19117],
      ['rear', 4, 12684, 38814],
    ]);
    expect(machineLoads({ ...truck, split: null, tires: [4, 4] })).toBeNull();
    // The usual layout written out is the usual layout.
    expect(machineLoads({ ...truck, split: null, tires: [2, 4] })?.typical).toBe(true);
    // A layout of other axles than the split's: the split is not used.
    expect(machineLoads({ ...truck, tires: [2, 2, 2] })).toBeNull();
  });

  it('gives no loads a tire could not carry: over 200 t, or the most loaded tire heavier empty than loaded', () => {
    expect(machineLoads({ ...truck, payload_t: 900, empty_weight_t: 700, split: null })).toBeNull();
    // An articulated truck with a tiny payload: its front tires would carry more empty than loaded.
    expect(machineLoads({ equipment: 'Articulated Dump Truck', payload_t: 1, empty_weight_t: 30, split: null, tires: null })).toBeNull();
  });
});

const form = (over: Partial<DutyFormValues> = {}): DutyFormValues => ({
  unit: 'METRIC',
  size: '',
  tireId: '',
  machine: 'caterpillar-785c',
  loaded: '',
  empty: '',
  haul: '2.4',
  trips: '24',
  hours: '10',
  ambient: '40',
  ...over,
});

const machine: Pick<DutyMachine, 'axles'> = {
  axles: [
    { axle: 'front', tires: 2, size: '33.00R51', empty_kg: 22495, loaded_kg: 38235 },
    { axle: 'rear', tires: 4, size: '33.00R51', empty_kg: 12684, loaded_kg: 38814 },
  ],
};

describe('the form and a machine', () => {
  it("checks blank loads with the most loaded tire's, in kg or lb", () => {
    expect(withMachineLoads(form(), machine)).toMatchObject({ loaded: '38235', empty: '22495' });
    expect(withMachineLoads(form({ unit: 'US' }), machine)).toMatchObject({ loaded: '84294', empty: '49593' });
    expect(usesMachineLoads(withMachineLoads(form(), machine), machine)).toBe(true);
  });

  it('keeps a load the visitor typed (the other blank one still the machine’s), and says the check did not use the machine’s', () => {
    const typed = withMachineLoads(form({ loaded: '40000' }), machine);
    expect(typed).toMatchObject({ loaded: '40000', empty: '22495' });
    expect(usesMachineLoads(typed, machine)).toBe(false);
    expect(withMachineLoads(form(), undefined)).toMatchObject({ loaded: '', empty: '' });
  });

  it('asks for the loads only without a machine; a machine alone asks for no check', () => {
    expect(asksForCheck(form({ haul: '', trips: '', hours: '', ambient: '' }))).toBe(false);
    expect(dutyErrors(form())).toEqual({});
    expect(dutyErrors(form({ machine: '' }))).toEqual({ loaded: 'Please enter the loaded tire load.', empty: 'Please enter the empty tire load.' });
    expect(dutyErrors(form({ haul: '' }))).toEqual({ haul: 'Please enter the one-way haul length.' });
  });

  it('carries the machine in the address, both ways', () => {
    const search = dutySearch(form({ loaded: '38235', empty: '22495' }));
    expect(new URLSearchParams(search).get('machine')).toBe('caterpillar-785c');
    expect(dutyValuesFrom(new URLSearchParams(search), 'METRIC').machine).toBe('caterpillar-785c');
    expect(dutyValuesFrom(new URLSearchParams('machine='), 'METRIC').machine).toBe('');
    expect(dutyValuesFrom(new URLSearchParams('machine=Caterpillar-785C'), 'METRIC').machine).toBe('caterpillar-785c');
  });
});
