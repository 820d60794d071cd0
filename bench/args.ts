// What every bench script shares: its command-line options (`--name value`) and the medians it reports.

/** The value after `--name`, or undefined when the option is not given. */
export function argText(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** The number after `--name`, or `fallback` when the option is not given. */
export const argNumber = (name: string, fallback: number): number => {
  const value = argText(name);
  return value === undefined ? fallback : Number(value);
};

/** The middle value; of an even count the upper middle one (a figure measured, not an average of two). */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The middle value; of an even count the mean of the two middle ones. */
export function medianMean(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
