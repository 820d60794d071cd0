import { allowsGeolocation, crossesDocumentPolicy } from '../../src/lib/document-policy';
import { paths } from '../../src/routing/paths';

describe('document policy (geolocation on the dealer locator only)', () => {
  it.each([paths.dealers(), '/dealers/', '/Dealers', '/DEALERS/x', '/d%65alers'])('%s may use the location', (path) => {
    expect(allowsGeolocation(path)).toBe(true);
  });

  it.each([paths.home(), paths.tires(), paths.contactUs(), '/dealersx', '/dealer', '/x/dealers', '/%E0%A4%A', '/website/dealer/search'])(
    '%s may not',
    (path) => {
      expect(allowsGeolocation(path)).toBe(false);
    },
  );

  it('a navigation crosses the policy when exactly one side is the dealer locator', () => {
    expect(crossesDocumentPolicy('/', '/dealers')).toBe(true);
    expect(crossesDocumentPolicy('/dealers', '/tires')).toBe(true);
    expect(crossesDocumentPolicy('/dealers', '/dealers/')).toBe(false);
    expect(crossesDocumentPolicy('/', '/tires')).toBe(false);
  });
});
