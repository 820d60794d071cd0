// The sample catalog generator: counts, coverage, unit agreement, physics, load tables, determinism and scale.
// Expectations come from the OTR reference (shared otr-facts.md), written out here rather than imported from
// the generator, so a change to the generator's tables cannot silently change what is tested.
import { BASE_PATTERNS, generateCatalog } from '../../server/catalog/seed';
import { toSeedPattern } from '../../server/catalog/seed/patterns';
import type { SeedCatalog, SeedTireSize } from '../../server/catalog/seed/types';

const REQUIRED_CODES = ['E-2', 'E-3', 'E-4', 'E-7', 'L-2', 'L-3', 'L-4', 'L-5', 'L-5S', 'G-2', 'G-3', 'C-1', 'IND-4'];
const SEGMENTS = ['Mining', 'Underground Mining', 'Construction', 'Quarry & Aggregate', 'Port', 'Industrial', 'Forestry & Waste'];
const RIMS = [24, 25, 29, 33, 35, 39, 45, 49, 51, 57, 63];

// "Which codes go on which machines" from the reference, plus the equipment types we added
// (E-7 flotation on ADTs, log stackers, telehandlers, underground haul trucks).
const LOADER = { codes: ['L-2', 'L-3', 'L-4', 'L-5', 'L-5S'], rims: [24, 25, 29, 33, 35, 39, 45, 49, 51, 57] };
const PORT = { codes: ['E-3', 'IND-4'], rims: [25, 33] };
const FITS: Record<string, { codes: string[]; rims: number[] }> = {
  'Rigid Haul Truck': { codes: ['E-2', 'E-3', 'E-4'], rims: [25, 29, 33, 35, 49, 51, 57, 63] },
  'Articulated Dump Truck': { codes: ['E-3', 'E-4', 'E-7'], rims: [25, 29] },
  'Wheel Loader': LOADER,
  'Wheel Dozer': LOADER,
  'Underground Loader (LHD)': { codes: ['L-3S', 'L-4', 'L-5', 'L-5S', 'E-4'], rims: [24, 25, 29, 33, 35] },
  'Underground Haul Truck': { codes: ['E-4', 'L-4', 'L-5'], rims: [25, 29, 33, 35] },
  'Motor Grader': { codes: ['G-2', 'G-3'], rims: [24, 25] },
  Scraper: { codes: ['E-3', 'E-4'], rims: [25, 29, 33] },
  Compactor: { codes: ['C-1'], rims: [24, 25] },
  'Mobile Crane': { codes: ['E-2'], rims: [25] },
  'Reach Stacker': PORT,
  'Straddle Carrier': PORT,
  'Container Handler': PORT,
  'Log Stacker': { codes: ['L-3', 'L-4', 'L-5', 'E-3'], rims: [25, 29, 33] },
  Telehandler: { codes: ['IND-4', 'L-2'], rims: [24, 25] },
};
const HAULAGE = ['Rigid Haul Truck', 'Articulated Dump Truck', 'Scraper'];
const DEPTH_RATIO: Record<string, number> = { '2': 1, '3': 1, '4': 1.5, '5': 2.5 };

const catalog = generateCatalog();

const naturalKey = (s: SeedTireSize): string => `${s.pattern_name}|${s.size}|${s.ply_rating}|${s.tra_code}`;
const near = (a: number, b: number, tolerance: number): boolean => Math.abs(a - b) <= tolerance;
const hasSpeedRatings = (s: SeedTireSize): boolean =>
  s.tire_type === 'Radial' && s.tra_code.startsWith('E-') && s.applications.some((a) => HAULAGE.includes(a));

/** Every inconsistency of one size, as readable strings (an empty list means the size is valid). */
function problems(s: SeedTireSize, c: SeedCatalog): string[] {
  const out: string[] = [];
  const fail = (what: string): void => void out.push(`${naturalKey(s)}: ${what}`);
  const sp = s.specification;
  const m = /^(\d+(?:\.\d+)?)(?:\/(\d+))?(R|-)(\d+)$/.exec(s.size);
  if (!m) return [`${naturalKey(s)}: bad notation`];
  const [width, aspect, sep, rim] = [Number(m[1]), m[2] ? Number(m[2]) / 100 : null, m[3], Number(m[4])];
  if (s.tire_type !== (sep === 'R' ? 'Radial' : 'Bias')) fail('tire type does not match notation');
  if (s.rim_diameter !== rim || !c.rim_diameters.includes(rim)) fail('rim diameter');
  if (!c.tra_codes.includes(s.tra_code)) fail('unknown TRA code');
  if (!(s.tire_type === 'Radial' ? /^[123]\*$/ : /^\d+PR$/).test(s.ply_rating)) fail(`ply rating ${s.ply_rating}`);
  if (!['TL', 'TT'].includes(s.suffix)) fail('suffix');
  const alt = /^(\d+(?:\.\d+)?)(?:\/\d+)?(R|-)(\d+)$/.exec(s.alternate_size);
  if (!alt || alt[2] !== sep || Number(alt[3]) !== rim || s.alternate_size === s.size) fail(`alternate ${s.alternate_size}`);
  const pattern = c.patterns.find((p) => p.pattern_name === s.pattern_name);
  if (!pattern || pattern.tire_type !== s.tire_type) fail('pattern missing or of another tire type');

  // Equipment types exist and accept this code and rim.
  if (s.applications.length === 0) fail('no equipment type');
  for (const a of s.applications) {
    if (!c.applications.some((x) => x.name === a)) fail(`unknown equipment ${a}`);
    const fit = FITS[a];
    if (!fit || !fit.codes.includes(s.tra_code) || !fit.rims.includes(rim)) fail(`${a} does not take ${s.tra_code} on ${rim}"`);
  }

  // US and metric twins agree within the rounding of the US value.
  for (const [us, mm] of [
    [sp.ow, sp.ow_mm], [sp.od, sp.od_mm], [sp.grow, sp.grow_mm], [sp.loaded_static_radius, sp.loaded_static_radius_mm],
  ] as const) {
    if (!near(us * 25.4, mm, 1.3)) fail(`inch/mm mismatch ${us} vs ${mm}`);
  }
  if ((sp.dual_spacing === null) !== (sp.dual_spacing_mm === null)) fail('dual spacing twins');
  if (sp.dual_spacing !== null && sp.dual_spacing_mm !== null) {
    if (!near(sp.dual_spacing * 25.4, sp.dual_spacing_mm, 1.3) || sp.dual_spacing_mm <= sp.ow_mm) fail('dual spacing');
  }
  if ((sp.dual_spacing !== null) !== s.applications.includes('Rigid Haul Truck')) fail('dual spacing only on rigid haul trucks');
  if (!near(sp.rpm, sp.rpm_mm * 1.609344, 1.5)) fail('rev/mile vs rev/km');
  if (!near(sp.carea * 6.4516, sp.carea_mm, 4)) fail('contact area in² vs cm²');
  if (!near(sp.volume, sp.volume_mm * 35.3147, 0.1)) fail('volume ft³ vs m³');
  if (!near(sp.tread_depth, (sp.tread_depth_mm * 32) / 25.4, 0.51)) fail('tread 32nds vs mm');
  if (!/^\d+\.\d{2}\/\d\.\d$/.test(sp.rim_width) || !sp.rim_width_mm.startsWith(sp.rim_width)) fail('rim width');

  // Geometry follows the notation and basic physics.
  const rimMm = rim * 25.4;
  const heightRatio = (sp.od_mm - rimMm) / 2 / (width >= 100 ? width : width * 25.4);
  const [lo, hi] = aspect !== null ? [aspect - 0.02, aspect + 0.02] : Number.isInteger(width) ? [0.95, 1.08] : [0.78, 0.86];
  if (heightRatio < lo || heightRatio > hi) fail(`section height ratio ${heightRatio.toFixed(3)}`);
  if (sp.loaded_static_radius_mm >= sp.od_mm / 2 || sp.loaded_static_radius_mm <= rimMm / 2) fail('static loaded radius');
  if (sp.grow_mm <= sp.ow_mm) fail('grow');
  const circumference = 1e6 / sp.rpm_mm;
  if (circumference < 2 * Math.PI * sp.loaded_static_radius_mm * 0.99 || circumference > Math.PI * sp.od_mm * 1.01) fail('rpm');
  if (sp.carea_mm <= 0 || sp.volume_mm <= 0 || sp.tread_depth_mm <= 0) fail('area, volume, tread');

  // TKPH/TMPH ratings only on earthmover radials of haulage machines, with TKPH = round(TMPH x 1.46).
  const types = [2, 4, 6] as const;
  const ratings = types.map((n) => [sp[`PC_${n}S_TMPH`], sp[`PC_${n}S_TKPH`]] as const);
  if (hasSpeedRatings(s)) {
    for (const [tmph, tkph] of ratings) {
      if (tmph === undefined || tkph === undefined || tmph <= 0 || tkph !== Math.round(tmph * 1.46)) fail('speed rating');
    }
    if (!(ratings[0]![0]! >= ratings[1]![0]! && ratings[1]![0]! >= ratings[2]![0]!)) fail('type 2 >= 4 >= 6');
  } else if (ratings.some(([a, b]) => a !== undefined || b !== undefined)) fail('speed rating where none applies');

  // Load & inflation tables.
  if (s.load_index !== null) {
    const labels = Object.keys(s.load_index);
    if (labels.length === 0) fail('empty load index');
    for (const [label, rows] of Object.entries(s.load_index)) {
      const speed = /^(\d+) (km\/h|mph)/.exec(label);
      if (!speed || rows.length < 2) fail(`speed label ${label}`);
      const maxKpa = label === '10 km/h' ? 1000 : 800;
      rows.forEach((r, i) => {
        if (r.KPA !== Math.round(r.PSI * 6.895)) fail(`${label} kPa ${r.KPA} for ${r.PSI} psi`);
        if (!near(r.LOADLBS, r.LOADKG * 2.20462, 5)) fail(`${label} lb/kg ${r.LOADLBS}/${r.LOADKG}`);
        if (r.KPA > maxKpa) fail(`${label} pressure ${r.KPA} kPa over ISO 4250-2 limit`);
        if (speed && (speed[2] === 'mph' ? r.SPEEDMPH : r.SPEEDKPH) !== Number(speed[1])) fail(`${label} speed column`);
        if (!near(r.SPEEDMPH, r.SPEEDKPH / 1.609344, 1)) fail(`${label} mph/kph`);
        if (!r.DESCR) fail('empty DESCR');
        if (!['', 'NULL'].includes(r.LOADRATING) && !/^([123]\*|\d+PR)$/.test(r.LOADRATING)) fail(`rating ${r.LOADRATING}`);
        const prev = rows[i - 1];
        if (prev && !(r.PSI > prev.PSI && r.LOADKG > prev.LOADKG && r.LOADLBS > prev.LOADLBS)) fail(`${label} not rising`);
      });
      if (rows.at(-1)?.LOADRATING !== s.ply_rating) fail(`${label} top row is not the size's rating`);
    }
    if (s.tra_code.startsWith('E-') && s.applications.includes('Rigid Haul Truck') && !(labels.includes('10 km/h') && labels.includes('50 km/h'))) {
      fail('haul truck tables at 10 and 50 km/h');
    }
    if (s.tra_code.startsWith('L-') && !labels.some((l) => l.startsWith('5 mph'))) fail('loader loading-cycle table');
    if (s.tra_code.startsWith('G-') && !labels.includes('40 km/h')) fail('grader table at 40 km/h');
  }
  return out;
}

describe('generateCatalog: the default sample', () => {
  it('has at least 30 tire lines and about 450 sizes, radial and bias', () => {
    expect(catalog.patterns.length).toBeGreaterThanOrEqual(30);
    expect(catalog.sizes.length).toBeGreaterThanOrEqual(400);
    expect(catalog.sizes.length).toBeLessThanOrEqual(500);
    expect(catalog.tire_types.slice().sort()).toEqual(['Bias', 'Radial']);
    for (const t of ['Radial', 'Bias'] as const) expect(catalog.sizes.filter((s) => s.tire_type === t).length).toBeGreaterThan(50);
  });

  it('uses every required TRA code, every rim from 24 to 63 inches and exactly the seven industries', () => {
    expect(catalog.tra_codes).toEqual(expect.arrayContaining(REQUIRED_CODES));
    for (const code of catalog.tra_codes) expect([code, catalog.sizes.filter((s) => s.tra_code === code).length]).not.toEqual([code, 0]);
    expect(catalog.rim_diameters.slice().sort((a, b) => a - b)).toEqual(RIMS);
    for (const rim of RIMS) expect(catalog.sizes.some((s) => s.rim_diameter === rim)).toBe(true);
    expect(catalog.segments.slice().sort()).toEqual(SEGMENTS.slice().sort());
  });

  it('links every equipment type to existing industries, and every industry and equipment type to several sizes', () => {
    expect(catalog.applications.map((a) => a.name).sort()).toEqual(Object.keys(FITS).sort());
    for (const a of catalog.applications) {
      expect(a.segments.length).toBeGreaterThan(0);
      for (const seg of a.segments) expect(catalog.segments).toContain(seg);
      expect([a.name, catalog.sizes.filter((s) => s.applications.includes(a.name)).length >= 3]).toEqual([a.name, true]);
    }
    for (const seg of catalog.segments) {
      const apps = catalog.applications.filter((a) => a.segments.includes(seg)).map((a) => a.name);
      const count = catalog.sizes.filter((s) => s.applications.some((a) => apps.includes(a))).length;
      expect([seg, count >= 5]).toEqual([seg, true]);
    }
    expect(catalog.applications.find((a) => a.name === 'Rigid Haul Truck')!.segments).not.toContain('Port');
  });

  it('gives every size consistent fields, twins, geometry and load tables', () => {
    expect(catalog.sizes.flatMap((s) => problems(s, catalog))).toEqual([]);
  });

  it('derives overall diameters from the notation', () => {
    const od = (size: string): number => catalog.sizes.find((s) => s.size === size)!.specification.od_mm;
    expect(od('29.5R25')).toBeGreaterThan(1800);
    expect(od('29.5R25')).toBeLessThan(1950);
    expect(Math.abs(od('875/65R29') - 1875)).toBeLessThanOrEqual(20);
    expect(od('59/80R63')).toBeGreaterThan(3900);
    expect(od('59/80R63')).toBeLessThan(4100);
    expect(od('40.00R57')).toBeGreaterThan(3400);
    expect(od('40.00R57')).toBeLessThan(3650);
    expect(catalog.sizes.find((s) => s.size === '29.5R25')!.alternate_size).toBe('750/65R25');
  });

  it('scales tread depth by the TRA depth ratio (4 = 150 %, 5 = 250 %)', () => {
    let compared = 0;
    for (const a of catalog.sizes) {
      for (const b of catalog.sizes) {
        const da = DEPTH_RATIO[a.tra_code.replace(/\D/g, '')];
        const db = DEPTH_RATIO[b.tra_code.replace(/\D/g, '')];
        if (a.size !== b.size || da === undefined || db === undefined || da >= db) continue;
        const ratio = b.specification.tread_depth_mm / a.specification.tread_depth_mm;
        expect([a.size, a.tra_code, b.tra_code, near(ratio, db / da, 0.08 * (db / da))]).toEqual([a.size, a.tra_code, b.tra_code, true]);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('puts speed ratings on haulage E-class radials only', () => {
    expect(catalog.sizes.filter(hasSpeedRatings).length).toBeGreaterThan(50);
    const loaders = catalog.sizes.filter((s) => s.tra_code.startsWith('L-') || s.tra_code.startsWith('G-') || s.tire_type === 'Bias');
    expect(loaders.every((s) => s.specification.PC_2S_TKPH === undefined)).toBe(true);
  });

  it('leaves about 5 % of sizes without a load table and marks some rows with the literal NULL', () => {
    const none = catalog.sizes.filter((s) => s.load_index === null).length;
    expect(none).toBeGreaterThanOrEqual(5);
    expect(none).toBeLessThanOrEqual(catalog.sizes.length * 0.1);
    expect(catalog.sizes.slice(0, 200).some((s) => s.load_index === null)).toBe(true);
    const rows = catalog.sizes.flatMap((s) => Object.values(s.load_index ?? {}).flat());
    expect(rows.some((r) => r.LOADRATING === 'NULL')).toBe(true);
    expect(rows.some((r) => r.LOADRATING === '')).toBe(true);
  });

  it('keeps the natural key (pattern, size, ply, TRA code) unique', () => {
    expect(new Set(catalog.sizes.map(naturalKey)).size).toBe(catalog.sizes.length);
  });

  it('describes every tire line with copy, paired features and benefits, and images', () => {
    const names = catalog.patterns.map((p) => p.pattern_name);
    expect(new Set(names).size).toBe(names.length);
    const rh = catalog.patterns.filter((p) => p.family === 'RH-4A+ Haulage');
    expect(rh.map((p) => p.pattern_name)).toContain('RH-4A+');
    expect(rh.length).toBeGreaterThanOrEqual(2);
    expect(new Set(catalog.patterns.map((p) => p.family)).size).toBeGreaterThanOrEqual(6);
    for (const p of catalog.patterns) {
      expect(p.features.length).toBeGreaterThanOrEqual(4);
      expect(p.features.length).toBeLessThanOrEqual(8);
      expect(p.benefits.length).toBe(p.features.length);
      expect(new Set(p.features).size).toBe(p.features.length);
      expect(p.tag_line.length).toBeGreaterThan(10);
      const sentences = p.description.split(/(?<=\.)\s+/).filter(Boolean);
      expect([p.pattern_name, sentences.length >= 2 && sentences.length <= 3]).toEqual([p.pattern_name, true]);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(2);
      for (const img of p.images) expect(img).toMatch(/^patterns\/[a-z0-9-]+-[12]\.svg$/);
      expect(catalog.sizes.some((s) => s.pattern_name === p.pattern_name)).toBe(true);
    }
  });

  it('flags the warranty classes per line (SPEC §9): American bias on some bias lines only, one Permafoam line', () => {
    const classOf = new Map(catalog.patterns.map((p) => [p.pattern_name, p.product_class]));
    expect(new Set(classOf.values())).toEqual(new Set([null, 'LOW_SEAM', 'AMERICAN_BIAS', 'PERMAFOAM']));
    const bias = catalog.patterns.filter((p) => p.tire_type === 'Bias');
    const american = catalog.patterns.filter((p) => p.product_class === 'AMERICAN_BIAS');
    expect(american.map((p) => p.tire_type)).toEqual(american.map(() => 'Bias'));
    // Most bias lines are not American bias: they take the rim rules, 24-35 inch sizes included.
    const plainBias = bias.filter((p) => p.product_class === null).map((p) => p.pattern_name);
    expect(plainBias.length).toBeGreaterThan(american.length);
    expect(catalog.sizes.some((s) => plainBias.includes(s.pattern_name) && s.rim_diameter >= 24 && s.rim_diameter <= 35)).toBe(true);

    // The Permafoam line: a filled loader tire for puncture-prone waste work, listed like any other line.
    const foam = catalog.patterns.filter((p) => p.product_class === 'PERMAFOAM');
    expect(foam).toHaveLength(1);
    expect(foam[0]!.features.some((f) => /Permafoam/.test(f))).toBe(true);
    const foamSizes = catalog.sizes.filter((s) => s.pattern_name === foam[0]!.pattern_name);
    expect(foamSizes.length).toBeGreaterThanOrEqual(3);
    const wasteApps = catalog.applications.filter((a) => a.segments.includes('Forestry & Waste')).map((a) => a.name);
    for (const s of foamSizes) {
      expect(s.applications.some((a) => wasteApps.includes(a))).toBe(true);
      // Slow loading work on mid-size rims, never haulage.
      expect(s.rim_diameter).toBeLessThanOrEqual(25);
      expect(s.applications.filter((a) => HAULAGE.includes(a))).toEqual([]);
    }
  });

  it('refuses an American bias flag on a radial line', () => {
    const radial = BASE_PATTERNS.find((d) => d.type === 'Radial')!;
    expect(() => toSeedPattern({ ...radial, productClass: 'AMERICAN_BIAS' })).toThrow(/flagged American bias/);
  });

  it('has standalone SVG artwork with a title for every image path', () => {
    const paths = new Set(catalog.patterns.flatMap((p) => p.images));
    expect(Object.keys(catalog.artwork).sort()).toEqual([...paths].sort());
    for (const [path, svg] of Object.entries(catalog.artwork)) {
      expect([path, wellFormedSvg(svg)]).toEqual([path, true]);
      expect(svg.length).toBeLessThan(6 * 1024);
    }
    expect(new Set(Object.values(catalog.artwork)).size).toBe(paths.size);
  });
});

/** Starts with an <svg> root carrying xmlns, viewBox and a <title>; tags balance; no stray ampersands. */
function wellFormedSvg(svg: string): boolean {
  if (!/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="[\d. ]+"/.test(svg)) return false;
  if (!/<title>[^<]+<\/title>/.test(svg) || /&(?!amp;|lt;|gt;|quot;)/.test(svg)) return false;
  const stack: string[] = [];
  for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClose) continue;
    if (!close) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0 && svg.endsWith('</svg>');
}

describe('generateCatalog: options', () => {
  it('is deterministic: the same options give a deep-equal catalog, another seed a different one', () => {
    expect(generateCatalog()).toEqual(catalog);
    expect(generateCatalog({ seed: 7, sizes: 300 })).toEqual(generateCatalog({ seed: 7, sizes: 300 }));
    expect(generateCatalog({ seed: 7 })).not.toEqual(catalog);
  });

  it('generates exactly N valid sizes', () => {
    for (const n of [10, 2000]) {
      const c = generateCatalog({ sizes: n });
      expect(c.sizes.length).toBe(n);
      expect(c.sizes.flatMap((s) => problems(s, c))).toEqual([]);
      expect(new Set(c.sizes.map(naturalKey)).size).toBe(n);
      const used = new Set(c.sizes.map((s) => s.pattern_name));
      expect(c.patterns.map((p) => p.pattern_name).sort()).toEqual([...used].sort());
      for (const img of c.patterns.flatMap((p) => p.images)) expect(c.artwork[img]).toBeDefined();
    }
  });

  it('scales to 100,000 sizes quickly, with unique keys and shared artwork', () => {
    // CPU time, not wall time: the generator's own cost, however busy the machine is with other work.
    const started = process.cpuUsage();
    const big = generateCatalog({ sizes: 100_000 });
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(15_000);
    expect(big.sizes.length).toBe(100_000);
    expect(new Set(big.sizes.map(naturalKey)).size).toBe(100_000);
    const patterns = new Set(big.patterns.map((p) => p.pattern_name));
    expect(patterns.size).toBe(big.patterns.length);
    expect(big.sizes.every((s) => patterns.has(s.pattern_name))).toBe(true);
    expect(Object.keys(big.artwork).length).toBe(Object.keys(catalog.artwork).length);
    for (const s of big.sizes.filter((_, i) => i % 997 === 0)) expect(problems(s, big)).toEqual([]);
    const nulls = big.sizes.filter((s) => s.load_index === null).length;
    expect(nulls / big.sizes.length).toBeCloseTo(0.05, 2);
  }, 120_000);
});
