import { delayFrom, markSearchStarted, takeSearchStart } from '../../src/lib/search-clock';

describe('the search clock (the Tire Finder to the results page)', () => {
  it('gives the next results page the time its search was asked for, once', () => {
    markSearchStarted(1000);
    expect(takeSearchStart(1040)).toBe(1000);
    // Taken: a later results page (a link, back or forward) starts when it mounts.
    expect(takeSearchStart(1050)).toBe(1050);
  });

  it('ignores a mark no results page took in time, and one from another clock', () => {
    markSearchStarted(1000);
    expect(takeSearchStart(5000)).toBe(5000);
    markSearchStarted(1000);
    expect(takeSearchStart(900)).toBe(900);
  });
});

it('a delay counted from an earlier start is what is left of it, never below 0', () => {
  const now = performance.now();
  expect(delayFrom(now - 60, 100)()).toBeLessThanOrEqual(40);
  expect(delayFrom(now - 60, 100)()).toBeGreaterThan(30);
  expect(delayFrom(now - 150, 100)()).toBe(0);
});
