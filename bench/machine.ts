// The machine every figure of a bench run is quoted with: CPU model and count, memory, Node, and Lighthouse's
// benchmarkIndex measured in Debian's Chromium (Lighthouse's own page function, median of three), at the start
// and the end of the run, so figures from machines of different speed can be told apart (issue 22).
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';

export interface Machine {
  model: string;
  cpus: number;
  memGiB: number;
  node: string;
}

export const machine = (): Machine => ({
  model: os.cpus()[0]?.model ?? 'unknown',
  cpus: os.cpus().length,
  memGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
});

/** Lighthouse's benchmarkIndex of this machine now (higher is faster), the median of `samples` measures. */
export async function measureBenchmarkIndex(samples = 3): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const values: number[] = [];
    for (let i = 0; i < samples; i += 1) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  } finally {
    await browser.close();
  }
}

export const describeMachine = (m: Machine, benchmarkIndex?: number) =>
  `${m.model}, ${m.cpus} cores, ${m.memGiB} GiB, Node ${m.node}${benchmarkIndex ? `, benchmarkIndex ${benchmarkIndex}` : ''}`;
