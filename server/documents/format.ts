// Number formatting shared by the documents.
import type { LoadIndex, LoadRow } from '../../src/contract/catalog';

export const fmt = (n: number | null | undefined, digits = 0): string =>
  n === null || n === undefined ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const bar = (kpa: number): string => (kpa / 100).toFixed(2);

export const rating = (r: string): string => (r && r !== 'NULL' ? `(${r})` : '');

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The first speed's table and its top (rated) row, or null without load data. */
export function ratedRow(load: LoadIndex | null): { speed: string; row: LoadRow } | null {
  if (!load) return null;
  const speed = Object.keys(load)[0];
  const rows = speed ? load[speed] : undefined;
  const row = rows?.[rows.length - 1];
  return speed && row ? { speed, row } : null;
}

export function editionLine(date: Date): string {
  return `Edition of ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
}
