// What every CLI of server/cli shares: its usage errors, `--name value` options, and how it ends: exit 0 when
// done, 1 when refused (the message, or what `report` prints), 2 on a usage error (the message and the usage).
export class UsageError extends Error {}

export function option(argv: string[], name: string): string | null {
  const i = argv.indexOf(name);
  if (i === -1) return null;
  const value = argv[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

/** `--based-on <version|none>` of an import: undefined when absent, null for none (the seeded data). */
export function basedOnOption(argv: string[]): number | null | undefined {
  const raw = option(argv, '--based-on');
  if (raw === null) return undefined;
  if (raw === 'none') return null;
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new UsageError('--based-on needs a version number or none');
  return Number(raw);
}

/** The arguments without the options in `valued` and their values. */
export const withoutValued = (argv: string[], valued: readonly string[]) => argv.filter((a, i) => !valued.includes(a) && !valued.includes(argv[i - 1] ?? ''));

/** Runs `main`; `report` prints a refusal it knows and returns true (else its message is printed). */
export function runCli(main: () => Promise<void>, usage: string, report: (err: unknown) => boolean = () => false): void {
  main().catch((err: unknown) => {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n${usage}`);
      process.exit(2);
    }
    if (!report(err)) console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
