import { parseResultsQuery, toResultsQuery, type FinderSelection } from '../../src/lib/results-query';

const roundTrip = (s: FinderSelection) => parseResultsQuery(new URLSearchParams(toResultsQuery(s)));

describe('results query (SPEC §7 "Navigation to results")', () => {
  it('uses exactly the parameter names of each mode', () => {
    expect(toResultsQuery({ mode: 'size', size: '29.5R25' })).toEqual({ tireSize: '29.5R25' });
    expect(toResultsQuery({ mode: 'rim', rimSizeId: 4, rimDiameter: 25, size: '29.5R25' })).toEqual({
      rimDiam: '25',
      rimDiamTireSize: '29.5R25',
      rimDiamTireSizeId: '4',
    });
    expect(
      toResultsQuery({ mode: 'equipment', applicationId: 7, applicationName: 'Wheel Loader', size: '23.5R25' }),
    ).toEqual({ equipTypeId: '7', equipmentType: '7', equipType: 'Wheel Loader', equipTireSize: '23.5R25' });
    expect(
      toResultsQuery({
        mode: 'industry',
        segmentId: 2,
        segmentName: 'Mining',
        applicationId: 7,
        applicationName: 'Wheel Loader',
        size: '23.5R25',
      }),
    ).toEqual({ equipIndustry: '2', equipmentType: '7', indTireSize: '23.5R25', equipType: 'Wheel Loader', industry: 'Mining' });
  });

  it('reads each mode back into a filter and a summary', () => {
    expect(roundTrip({ mode: 'size', size: '29.5R25' })).toEqual({
      summary: { mode: 'size', size: '29.5R25' },
      filter: { tire_size: '29.5R25' },
    });
    expect(roundTrip({ mode: 'rim', rimSizeId: 4, rimDiameter: 25, size: '29.5R25' })?.filter).toEqual({
      rim_size_id: 4,
      tire_size: '29.5R25',
    });
    expect(
      roundTrip({ mode: 'equipment', applicationId: 7, applicationName: 'Wheel Loader', size: '23.5R25' })?.filter,
    ).toEqual({ application_id: 7, tire_size: '23.5R25' });
    const industry = roundTrip({
      mode: 'industry',
      segmentId: 2,
      segmentName: 'Mining',
      applicationId: 7,
      applicationName: 'Wheel Loader',
      size: '23.5R25',
    });
    expect(industry).toEqual({
      summary: { mode: 'industry', size: '23.5R25', industry: 'Mining', equipment: 'Wheel Loader' },
      filter: { segment_id: 2, application_id: 7, tire_size: '23.5R25' },
    });
  });

  it('ignores malformed ids and refuses a query naming no search', () => {
    expect(parseResultsQuery(new URLSearchParams(''))).toBeNull();
    expect(parseResultsQuery(new URLSearchParams('tireSize=%20%20'))).toBeNull();
    expect(parseResultsQuery(new URLSearchParams('rimDiamTireSize=29.5R25&rimDiamTireSizeId=abc'))?.filter).toEqual({
      rim_size_id: undefined,
      tire_size: '29.5R25',
    });
  });
});
