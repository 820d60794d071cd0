import type { ProductClass } from '../../src/contract/catalog';
import { publishedRule, warrantyFor, type WarrantyInput } from '../../src/lib/warranty';

// The construction is not part of the rule's input: only the line's flag and the rim decide.
const tire = (rim: number, name = 'RH-4A+', productClass: ProductClass | null = null): WarrantyInput => ({
  rim_diameter: rim,
  patterns: { pattern_name: name, product_class: productClass },
});

describe('warranty (SPEC §9)', () => {
  it.each([20, 25, 35, 39])('four-year for a %i-inch radial', (rim) => {
    expect(warrantyFor(tire(rim))).toEqual({
      rule: 'four-year',
      term: 'Four-year warranty',
      reason: `This size fits a ${rim}-inch rim (20-inch to 39-inch tires).`,
    });
  });

  it.each([45, 49, 57, 63])('18 months for a %i-inch radial', (rim) => {
    expect(warrantyFor(tire(rim))).toMatchObject({ rule: 'large-rim', term: '18-month warranty' });
    expect(warrantyFor(tire(rim)).reason).toContain('45-inch to 63-inch tires');
  });

  it.each([19, 40, 44, 64])('no standard term just outside the ranges (%i-inch)', (rim) => {
    const w = warrantyFor(tire(rim));
    expect(w).toMatchObject({ rule: 'none', term: null });
    expect(w.reason).toContain(`${rim}-inch`);
    expect(publishedRule(w.rule)).toBeNull();
  });

  it('18 months for lines the catalog flags AMERICAN_BIAS, even on a four-year rim size', () => {
    expect(warrantyFor(tire(25, 'LB-3', 'AMERICAN_BIAS'))).toEqual({
      rule: 'american-bias',
      term: '18-month warranty',
      reason: 'LB-3 is an American bias tire.',
    });
  });

  it('gives an unflagged bias line the rim rules: bias construction alone is not American bias', () => {
    // The tire as the API sends it carries its construction; the rule must not look at it.
    const bias = (rim: number) => ({ ...tire(rim, 'GT-2B'), tireType: { name: 'Bias' } });
    expect(warrantyFor(bias(24))).toMatchObject({ rule: 'four-year', term: 'Four-year warranty' });
    expect(warrantyFor(bias(35))).toMatchObject({ rule: 'four-year', term: 'Four-year warranty' });
    expect(warrantyFor(bias(45))).toMatchObject({ rule: 'large-rim', term: '18-month warranty' });
  });

  it('18 months for lines the catalog flags PERMAFOAM, even on a four-year rim size', () => {
    expect(warrantyFor(tire(25, 'WS-5S PF', 'PERMAFOAM'))).toEqual({
      rule: 'permafoam',
      term: '18-month warranty',
      reason: 'WS-5S PF is a Permafoam tire.',
    });
  });

  it('18 months for lines the catalog flags LOW_SEAM', () => {
    expect(warrantyFor(tire(33, 'UG-5', 'LOW_SEAM'))).toEqual({
      rule: 'low-seam',
      term: '18-month warranty',
      reason: 'UG-5 is a Low Seam (UMS) tire.',
    });
    expect(warrantyFor(tire(25, 'UG-3S', 'LOW_SEAM'))).toMatchObject({ rule: 'low-seam' });
  });

  it("never guesses the product rules from a line's name", () => {
    expect(warrantyFor(tire(33, 'UG-5 Low Seam'))).toMatchObject({ rule: 'four-year' });
    expect(warrantyFor(tire(33, 'UG-5 UMS'))).toMatchObject({ rule: 'four-year' });
    expect(warrantyFor(tire(33, 'American Bias LB-3'))).toMatchObject({ rule: 'four-year' });
    expect(warrantyFor(tire(49, 'Permafoam LT-2'))).toMatchObject({ rule: 'large-rim' });
  });

  it('ignores a class it does not know (a tire restored from a state file is outside data)', () => {
    const odd = (productClass: string) => ({ rim_diameter: 25, patterns: { pattern_name: 'X-1', product_class: productClass as ProductClass } });
    expect(warrantyFor(odd('toString'))).toMatchObject({ rule: 'four-year' });
    expect(warrantyFor(odd('__proto__'))).toMatchObject({ rule: 'four-year' });
  });

  it('maps every product rule to the one published product line', () => {
    expect(publishedRule('low-seam')).toBe('product');
    expect(publishedRule('american-bias')).toBe('product');
    expect(publishedRule('permafoam')).toBe('product');
    expect(publishedRule('four-year')).toBe('four-year');
  });
});
