// The length factor of the duty check (issue 23): ratings assume a cycle (round trip) of up to 5 km; a tire that
// runs longer without a stop does not cool between loads, so the site value is raised by Michelin's length
// coefficient K1 (its Earthmover technical data, "K1 cycle length"; sources and confidence: docs/duty-check.md).
// Between two lengths of the table the factor is interpolated; beyond its last, it stays at the last.

/** [cycle (round trip) length in km, factor], ascending, as the source tabulates it per whole km. */
export const LENGTH_FACTORS: readonly (readonly [number, number])[] = [
  [5, 1],
  [6, 1.04],
  [7, 1.06],
  [8, 1.09],
  [9, 1.1],
  [10, 1.12],
  [11, 1.13],
  [12, 1.14],
  [13, 1.15],
  [14, 1.16],
  [15, 1.16],
  [16, 1.17],
  [17, 1.17],
  [18, 1.18],
  [19, 1.18],
  [20, 1.19],
  [22, 1.19],
  [23, 1.2],
  [26, 1.2],
  [27, 1.21],
  [32, 1.21],
  [33, 1.22],
  [40, 1.22],
  [41, 1.23],
];

export function lengthFactor(cycleKm: number): number {
  const [first] = LENGTH_FACTORS;
  if (!first || cycleKm <= first[0]) return 1;
  for (let i = 1; i < LENGTH_FACTORS.length; i += 1) {
    const [km, factor] = LENGTH_FACTORS[i]!;
    if (cycleKm <= km) {
      const [lastKm, lastFactor] = LENGTH_FACTORS[i - 1]!;
      return lastFactor + ((factor - lastFactor) * (cycleKm - lastKm)) / (km - lastKm);
    }
  }
  return LENGTH_FACTORS[LENGTH_FACTORS.length - 1]![1];
}
