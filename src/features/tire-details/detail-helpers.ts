// Pure helpers of the tire details page: feature/benefit pairs and the share-by-mail link.
import type { PatternInfo } from '../../contract/catalog';

export interface FeaturePair {
  sequence: number;
  feature: string;
  benefit: string;
}

/** SPEC §3: features and benefits are paired by sequence (feature i with benefit i), in sequence order. */
export function pairFeatures(pattern: Pick<PatternInfo, 'patternFeatureMappings' | 'patternBenefitMappings'>): FeaturePair[] {
  const features = new Map(pattern.patternFeatureMappings.map((f) => [f.sequence, f.feature]));
  const benefits = new Map(pattern.patternBenefitMappings.map((b) => [b.sequence, b.benefit]));
  const sequences = [...new Set([...features.keys(), ...benefits.keys()])].sort((a, b) => a - b);
  return sequences.map((sequence) => ({
    sequence,
    feature: features.get(sequence) ?? '',
    benefit: benefits.get(sequence) ?? '',
  }));
}

export interface ShareInput {
  brand: string;
  patternName: string;
  size: string;
  /** The page address (absolute in the browser; the path before mount). */
  url: string;
}

/** SPEC §2: a mail link whose subject and body hold pattern name, size and page URL (RFC 6068 encoding). */
export function shareMailto({ brand, patternName, size, url }: ShareInput): string {
  const subject = `${brand} ${patternName} ${size} tire: ${url}`;
  const body = `Take a look at the ${brand} ${patternName} tire in size ${size}:\n${url}`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
