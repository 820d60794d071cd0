import { createActor } from 'xstate';
import { cleanIds, compareSelectionMachine } from '../../machines/compare-selection.machine';
import { COMPARE_LIMIT } from '../../src/contract/compare';

function start() {
  const actor = createActor(compareSelectionMachine).start();
  const ids = () => actor.getSnapshot().context.tireIds;
  const toggle = (id: number) => actor.send({ type: 'compare.toggle', tireId: id });
  return { actor, ids, toggle };
}

describe('compareSelection machine', () => {
  it('starts picking with nothing picked and no modal', () => {
    const { actor, ids } = start();
    expect(actor.getSnapshot().matches('picking')).toBe(true);
    expect(actor.getSnapshot().hasTag('limit-modal')).toBe(false);
    expect(ids()).toEqual([]);
  });

  it('adds tires in pick order while fewer than 3 are picked, holding their ids only', () => {
    const { actor, ids, toggle } = start();
    toggle(11);
    toggle(5);
    toggle(8);
    expect(ids()).toEqual([11, 5, 8]);
    expect(actor.getSnapshot().context).toEqual({ tireIds: [11, 5, 8] });
    expect(actor.getSnapshot().matches('picking')).toBe(true);
    expect(COMPARE_LIMIT).toBe(3);
  });

  it('refuses a fourth tire: opens the limit modal and does not add it', () => {
    const { actor, ids, toggle } = start();
    [1, 2, 3].forEach(toggle);
    toggle(4);
    expect(actor.getSnapshot().matches('limitReached')).toBe(true);
    expect(actor.getSnapshot().hasTag('limit-modal')).toBe(true);
    expect(ids()).toEqual([1, 2, 3]);
  });

  it('ignores picks and removals while the modal is open; Ok (dismiss) closes it', () => {
    const { actor, ids, toggle } = start();
    [1, 2, 3, 4].forEach(toggle);
    toggle(1);
    actor.send({ type: 'compare.remove', tireId: 2 });
    expect(ids()).toEqual([1, 2, 3]);
    actor.send({ type: 'compare.dismiss' });
    expect(actor.getSnapshot().matches('picking')).toBe(true);
    expect(actor.getSnapshot().hasTag('limit-modal')).toBe(false);
    expect(ids()).toEqual([1, 2, 3]);
  });

  it('dismiss while no modal is open changes nothing', () => {
    const { actor, ids, toggle } = start();
    toggle(1);
    actor.send({ type: 'compare.dismiss' });
    expect(actor.getSnapshot().matches('picking')).toBe(true);
    expect(ids()).toEqual([1]);
  });

  it('unchecking a picked tire removes it, also when 3 are picked; then a new one fits', () => {
    const { ids, toggle } = start();
    [1, 2, 3].forEach(toggle);
    toggle(2);
    expect(ids()).toEqual([1, 3]);
    toggle(4);
    expect(ids()).toEqual([1, 3, 4]);
  });

  it('the compare bar removes a tire by id; an unknown id changes nothing', () => {
    const { actor, ids, toggle } = start();
    [1, 2].forEach(toggle);
    actor.send({ type: 'compare.remove', tireId: 1 });
    expect(ids()).toEqual([2]);
    actor.send({ type: 'compare.remove', tireId: 99 });
    expect(ids()).toEqual([2]);
  });

  it('restores a saved selection, dropping bad ids, repeats and anything past 3', () => {
    const { actor, ids } = start();
    actor.send({ type: 'compare.restore', tireIds: [7, 7, 0, 8, 9, 10] });
    expect(ids()).toEqual([7, 8, 9]);
  });

  it('cleanIds keeps whole positive numbers only', () => {
    expect(cleanIds([3, '4', 2.5, -1, null, { tireId: 6 }, 5])).toEqual([3, 5]);
  });
});
