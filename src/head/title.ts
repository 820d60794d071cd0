// SPEC §2 title rule. Pure, so the prerender script can compute the same titles.

/** "{brand} Off-the-Road (OTR) Tires": the title of pages whose route sets none. */
export function defaultTitle(brand: string): string {
  return `${brand} Off-the-Road (OTR) Tires`;
}

/** A route title with its `{brand}` placeholder filled in, or the default title when there is none. */
export function resolveTitle(title: string | null | undefined, brand: string): string {
  return title ? title.replaceAll('{brand}', brand) : defaultTitle(brand);
}
