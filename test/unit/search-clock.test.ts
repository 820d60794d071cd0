import { delayFrom, markSearchStarted, peekSearchStart, takeSearchStart } from '../../src/lib/search-clock';

describe('the search clock (the Tire Finder to the results page)', () => {
  it('gives the next results page the time its search was asked for, once', () => {
    markSearchStarted(undefined, 1000);
    expect(takeSearchStart(1040)).toBe(1000);
    // Taken: a later results page (a link, back or forward) starts when it mounts.
    expect(takeSearchStart(1050)).toBe(1050);
  });

  it('ignores a mark no results page took in time, and one from another clock', () => {
    markSearchStarted(undefined, 1000);
    expect(takeSearchStart(5000)).toBe(5000);
    markSearchStarted(undefined, 1000);
    expect(takeSearchStart(900)).toBe(900);
  });

  it('marks the click’s event time when it is a recent one of the same clock, else the time of the mark', () => {
    // The click waited 30 ms for the main thread before its handler marked it: the search started at the click.
    markSearchStarted(970, 1000);
    expect(peekSearchStart(1010)).toBe(970);
    expect(takeSearchStart(1040)).toBe(970);
    // An event time from another clock (Date.now(), as jsdom's events carry) or from long ago: the mark's own time.
    markSearchStarted(Date.now(), 1000);
    expect(takeSearchStart(1040)).toBe(1000);
    markSearchStarted(-5000, 1000);
    expect(takeSearchStart(1040)).toBe(1000);
  });

  it('lets the loader read the start without taking it from the results page', () => {
    markSearchStarted(undefined, 1000);
    expect(peekSearchStart(1020)).toBe(1000);
    expect(peekSearchStart(1030)).toBe(1000);
    expect(takeSearchStart(1040)).toBe(1000);
    expect(peekSearchStart(1050)).toBe(1050);
  });
});

it('a delay counted from an earlier start is what is left of it, never below 0', () => {
  const now = performance.now();
  expect(delayFrom(now - 60, 100)()).toBeLessThanOrEqual(40);
  expect(delayFrom(now - 60, 100)()).toBeGreaterThan(30);
  expect(delayFrom(now - 150, 100)()).toBe(0);
});
