// Warranty of a tire size (SPEC §9): four-year for 20-inch to 39-inch tires; 18 months for 45-inch to
// 63-inch tires; 18 months for Low Seam (UMS), American bias and Permafoam tires.
// The product rules are more specific than the rim-size rules, so they win: an American bias tire on a 25-inch
// rim has the 18-month warranty. A rim outside both ranges (below 20, 40 to 44, above 63) has no standard term
// and the visitor is asked to contact us.
// All three product rules are properties of a tire line, flagged in the catalog (patterns.product_class):
// never guessed from a line's name, nor from the construction (most bias lines are not American bias lines,
// and take the rim rules). See docs/api.md.
import type { ProductClass } from '../contract/catalog';

export type WarrantyRuleId = 'four-year' | 'large-rim' | 'low-seam' | 'american-bias' | 'permafoam' | 'none';

export interface WarrantyInput {
  rim_diameter: number;
  patterns: { pattern_name: string; product_class: ProductClass | null };
}

export interface Warranty {
  rule: WarrantyRuleId;
  /** "Four-year warranty", "18-month warranty", or null when no standard term applies. */
  term: string | null;
  /** Why this rule applies to this tire. */
  reason: string;
}

/** The three published rules, in SPEC wording, for the panel's list. */
export const WARRANTY_RULES: readonly { id: 'four-year' | 'large-rim' | 'product'; text: string }[] = [
  { id: 'four-year', text: 'Four-year warranty for 20-inch to 39-inch tires.' },
  { id: 'large-rim', text: '18-month warranty for 45-inch to 63-inch tires.' },
  { id: 'product', text: '18-month warranty for Low Seam (UMS), American bias and Permafoam tires.' },
];

const FOUR_YEAR = 'Four-year warranty';
const EIGHTEEN_MONTHS = '18-month warranty';

const PRODUCT_RULES: Record<ProductClass, (name: string) => Warranty> = {
  LOW_SEAM: (name) => ({ rule: 'low-seam', term: EIGHTEEN_MONTHS, reason: `${name} is a Low Seam (UMS) tire.` }),
  AMERICAN_BIAS: (name) => ({ rule: 'american-bias', term: EIGHTEEN_MONTHS, reason: `${name} is an American bias tire.` }),
  PERMAFOAM: (name) => ({ rule: 'permafoam', term: EIGHTEEN_MONTHS, reason: `${name} is a Permafoam tire.` }),
};

/** Which published rule a warranty result belongs to (the product rules share one line). */
export function publishedRule(rule: WarrantyRuleId): 'four-year' | 'large-rim' | 'product' | null {
  if (rule === 'four-year' || rule === 'large-rim') return rule;
  return rule === 'none' ? null : 'product';
}

export function warrantyFor(tire: WarrantyInput): Warranty {
  const name = tire.patterns.pattern_name;
  const rim = tire.rim_diameter;
  const productClass = tire.patterns.product_class;
  // Own keys only: a tire restored from a state file is data from outside.
  if (productClass !== null && Object.hasOwn(PRODUCT_RULES, productClass)) return PRODUCT_RULES[productClass](name);
  if (rim >= 20 && rim <= 39) {
    return { rule: 'four-year', term: FOUR_YEAR, reason: `This size fits a ${rim}-inch rim (20-inch to 39-inch tires).` };
  }
  if (rim >= 45 && rim <= 63) {
    return { rule: 'large-rim', term: EIGHTEEN_MONTHS, reason: `This size fits a ${rim}-inch rim (45-inch to 63-inch tires).` };
  }
  return {
    rule: 'none',
    term: null,
    reason: `No standard warranty term covers ${rim}-inch tires. Request a consultation for the warranty of this size.`,
  };
}
