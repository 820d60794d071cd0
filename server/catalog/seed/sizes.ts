// Tire sizes: every (line, size, load level) of the hand-written lines, interleaved line by line so that a
// shorter catalog still covers every line; longer catalogs repeat the lines as named variants ("RH-4A+ X2").
import type { Specification } from '../../../src/contract/catalog';
import type { SeedTireSize } from './types';
import { geometrySpec } from './dimensions';
import { loadIndex, ratingLabels, speedRatings } from './loads';
import { alternateSize, parseSize, type ParsedSize } from './notation';
import { variantName } from './patterns';
import { randInt, randRange } from './prng';
import { APPLICATIONS, DUAL_APPLICATIONS, TKPH_APPLICATIONS, type PatternDef } from './taxonomy';

interface Entry {
  def: PatternDef;
  parsed: ParsedSize;
  level: number;
}

/** About one size in twenty has no load table (the site then says 'No load index data available'). */
const NULL_LOAD_EVERY = 20;

/** The highest load level (3* or top ply) is offered only up to 35-inch rims, as in real data books. */
function levelsFor(def: PatternDef, p: ParsedSize): number[] {
  return def.levels.filter((level) => level < 3 || p.rim <= 35);
}

/** All base entries, round-robin across lines: line 1 size 1, line 2 size 1, ..., line 1 size 2, ... */
export function baseEntries(defs: readonly PatternDef[]): Entry[] {
  const parsed = new Map<string, ParsedSize>();
  const perLine = defs.map((def) =>
    def.sizes.flatMap((notation) => {
      const p = parsed.get(notation) ?? parseSize(notation);
      parsed.set(notation, p);
      if (p.radial !== (def.type === 'Radial')) throw new Error(`catalog: ${def.name} is ${def.type} but lists ${notation}`);
      return levelsFor(def, p).map((level) => ({ def, parsed: p, level }));
    }),
  );
  const out: Entry[] = [];
  const longest = Math.max(...perLine.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const line of perLine) if (i < line.length) out.push(line[i]!);
  return out;
}

/** Equipment types of the line that accept this size's TRA code and rim diameter. */
function applicationsFor(def: PatternDef, p: ParsedSize): string[] {
  const apps = APPLICATIONS.filter(
    (a) => (def.apps as readonly string[]).includes(a.name) && a.codes.includes(def.code) && a.rims.includes(p.rim),
  ).map((a) => a.name);
  if (apps.length === 0) throw new Error(`catalog: ${def.name} ${p.notation} fits none of its equipment types`);
  return apps;
}

function buildSize({ def, parsed: p, level }: Entry, seed: number): SeedTireSize {
  const applications = applicationsFor(def, p);
  const ply = ratingLabels(p, def.duty)[level - 1]!;
  let specification: Specification = geometrySpec({
    parsed: p,
    code: def.code,
    duals: applications.some((a) => DUAL_APPLICATIONS.includes(a)),
  });
  // TKPH/TMPH only for earthmover radials on haulage machines: heat, not wear, limits those tires.
  if (p.radial && def.code.startsWith('E-') && applications.some((a) => TKPH_APPLICATIONS.includes(a))) {
    const jitter = randRange(seed, `tkph|${def.name}|${p.notation}|${level}`, 0.96, 1.04);
    specification = { ...specification, ...speedRatings(p, level, def.heat ?? 1, jitter) };
  }
  return {
    size: p.notation,
    // Small bias sizes on 24-inch rims are usually run with tubes.
    suffix: !p.radial && p.rim <= 24 ? 'TT' : 'TL',
    alternate_size: alternateSize(p),
    ply_rating: ply,
    pattern_name: def.name,
    tire_type: def.type,
    tra_code: def.code,
    rim_diameter: p.rim,
    specification,
    load_index: loadIndex(p, def.duty, level, seed),
    applications,
  };
}

export interface BuiltSizes {
  sizes: SeedTireSize[];
  /** Generated variant lines in first-use order (only for catalogs larger than the base lines). */
  variants: { base: string; variant: number }[];
}

/**
 * Exactly `count` sizes (default: every base entry). Variants share the specification and load objects of
 * their base size, which keeps 100,000-size catalogs small in memory.
 */
export function buildSizes(defs: readonly PatternDef[], count: number | undefined, seed: number): BuiltSizes {
  const entries = baseEntries(defs);
  const total = count ?? entries.length;
  if (!Number.isInteger(total) || total < 1) throw new Error(`catalog: sizes must be a positive whole number, got ${total}`);
  const templates = entries.slice(0, Math.min(total, entries.length)).map((e) => buildSize(e, seed));
  const offset = randInt(seed, 'null-load-offset', 0, NULL_LOAD_EVERY - 1);
  const sizes = new Array<SeedTireSize>(total);
  const variants: { base: string; variant: number }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < total; i++) {
    const base = templates[i % templates.length]!;
    const round = Math.floor(i / templates.length);
    let name = base.pattern_name;
    if (round > 0) {
      name = variantName(base.pattern_name, round + 1);
      if (!seen.has(name)) {
        seen.add(name);
        variants.push({ base: base.pattern_name, variant: round + 1 });
      }
    }
    const load = i % NULL_LOAD_EVERY === offset ? null : base.load_index;
    sizes[i] = { ...base, pattern_name: name, load_index: load };
  }
  return { sizes, variants };
}
