// Pure helpers of the compare and details pages: what a compare URL asks for, and where "back" goes.
import { parseCompareRequest } from '../../src/features/compare/compare-request';
import { cameFromResults, fromCompare, fromTireResults, hasAppHistory, resultsAddress } from '../../src/lib/back-navigation';

const parse = (query: string) => parseCompareRequest(new URLSearchParams(query));

describe('compare URL', () => {
  it('asks for 2 or 3 distinct tires in URL order', () => {
    expect(parse('tire1_Id=3&tire2_Id=1')).toEqual({ kind: 'compare', ids: [3, 1] });
    expect(parse('tire1_Id=3&tire2_Id=1&tire3_Id=2')).toEqual({ kind: 'compare', ids: [3, 1, 2] });
    expect(parse('tire1_Id=3&tire3_Id=2')).toEqual({ kind: 'compare', ids: [3, 2] });
    expect(parse('tire1_Id=3&tire2_Id=3&tire3_Id=2')).toEqual({ kind: 'compare', ids: [3, 2] });
  });

  it('asks for one tire when only one distinct id is given', () => {
    expect(parse('tire1_Id=7')).toEqual({ kind: 'single', id: 7 });
    expect(parse('tire1_Id=7&tire2_Id=')).toEqual({ kind: 'single', id: 7 });
    expect(parse('tire1_Id=7&tire2_Id=7')).toEqual({ kind: 'single', id: 7 });
  });

  it('asks for nothing without tire1_Id', () => {
    expect(parse('')).toEqual({ kind: 'empty' });
    expect(parse('tire2_Id=1&tire3_Id=2')).toEqual({ kind: 'empty' });
  });

  it('refuses malformed ids, naming the parameter', () => {
    expect(parse('tire1_Id=abc&tire2_Id=2')).toEqual({ kind: 'invalid', param: 'tire1_Id' });
    expect(parse('tire1_Id=1&tire2_Id=-2')).toEqual({ kind: 'invalid', param: 'tire2_Id' });
    expect(parse('tire1_Id=1&tire2_Id=2&tire3_Id=1.5')).toEqual({ kind: 'invalid', param: 'tire3_Id' });
    expect(parse('tire1_Id=0&tire2_Id=2')).toEqual({ kind: 'invalid', param: 'tire1_Id' });
    expect(parse('tire1_Id=9999999999&tire2_Id=2')).toEqual({ kind: 'invalid', param: 'tire1_Id' });
  });
});

describe('back navigation', () => {
  it('goes back only when the tab has an earlier app entry', () => {
    expect(hasAppHistory(null)).toBe(false);
    expect(hasAppHistory({ idx: 0 })).toBe(false);
    expect(hasAppHistory({ idx: 2, key: 'x' })).toBe(true);
    expect(hasAppHistory('x')).toBe(false);
  });

  it('recognises a visit from the results page, and one by way of the comparison', () => {
    const results = '/tires/tire-results?tireSize=29.5R25';
    expect(cameFromResults(fromTireResults(results))).toBe(true);
    expect(resultsAddress(fromTireResults(results))).toBe(results);
    const viaCompare = fromCompare(fromTireResults(results));
    expect(viaCompare).toEqual({ from: 'compare', results });
    expect(cameFromResults(viaCompare)).toBe(false);
    expect(resultsAddress(viaCompare)).toBe(results);
    expect(fromCompare(null)).toBeUndefined();
    expect(cameFromResults(null)).toBe(false);
  });

  it('follows only addresses of the results page (history state can be written by any script)', () => {
    for (const results of ['https://evil.example/tires/tire-results', '//evil.example', '/tires/tire-resultsX', 'javascript:alert(1)', 42]) {
      expect([results, resultsAddress({ from: 'compare', results })]).toEqual([results, null]);
    }
    expect(resultsAddress({ from: 'elsewhere', results: '/tires/tire-results' })).toBeNull();
  });
});
