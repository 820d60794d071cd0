import { markSearchStarted, takeSearchAge } from '../../src/lib/search-clock';

describe('the search clock (the Tire Finder to the results page)', () => {
  it("gives the next results page its search's age once", () => {
    markSearchStarted(1000);
    expect(takeSearchAge(1040)).toBe(40);
    // Taken: a later results page (a link, back or forward) starts its own wait.
    expect(takeSearchAge(1050)).toBe(0);
  });

  it('ignores a mark no results page took in time, and one from another clock', () => {
    markSearchStarted(1000);
    expect(takeSearchAge(5000)).toBe(0);
    markSearchStarted(1000);
    expect(takeSearchAge(900)).toBe(0);
    expect(takeSearchAge()).toBe(0);
  });
});
