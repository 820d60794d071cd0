import type { ProductClass } from '../../src/lib/catalog-types';
import { publishedRule, warrantyFor, type WarrantyInput } from '../../src/lib/warranty';

const tire = (rim: number, type = 'Radial', name = 'RH-4A+', productClass: ProductClass | null = null): WarrantyInput => ({
  rim_diameter: rim,
  tireType: { name: type },
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

  it('18 months for American bias tires, even on a four-year rim size', () => {
    expect(warrantyFor(tire(25, 'Bias', 'LB-3'))).toEqual({
      rule: 'american-bias',
      term: '18-month warranty',
      reason: 'LB-3 is an American bias tire.',
    });
  });

  it('18 months for lines the catalog flags PERMAFOAM', () => {
    expect(warrantyFor(tire(25, 'Radial', 'LT-2', 'PERMAFOAM'))).toEqual({
      rule: 'permafoam',
      term: '18-month warranty',
      reason: 'LT-2 is a Permafoam tire.',
    });
  });

  it('18 months for lines the catalog flags LOW_SEAM, before the bias rule', () => {
    expect(warrantyFor(tire(33, 'Radial', 'UG-5', 'LOW_SEAM'))).toEqual({
      rule: 'low-seam',
      term: '18-month warranty',
      reason: 'UG-5 is a Low Seam (UMS) tire.',
    });
    expect(warrantyFor(tire(25, 'Bias', 'UG-3S', 'LOW_SEAM'))).toMatchObject({ rule: 'low-seam' });
  });

  it("never guesses the product rules from a line's name", () => {
    expect(warrantyFor(tire(33, 'Radial', 'UG-5 Low Seam'))).toMatchObject({ rule: 'four-year' });
    expect(warrantyFor(tire(33, 'Radial', 'UG-5 UMS'))).toMatchObject({ rule: 'four-year' });
    expect(warrantyFor(tire(49, 'Radial', 'Permafoam LT-2'))).toMatchObject({ rule: 'large-rim' });
  });

  it('maps every product rule to the one published product line', () => {
    expect(publishedRule('low-seam')).toBe('product');
    expect(publishedRule('american-bias')).toBe('product');
    expect(publishedRule('permafoam')).toBe('product');
    expect(publishedRule('four-year')).toBe('four-year');
  });
});
