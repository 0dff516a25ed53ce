// The Lighthouse bench's figures: each page's median over the rounds, its performance as a share of
// the baseline's, and the targets (bench/lighthouse/README.md).

import { loadavg } from 'node:os';

export interface PageScores {
  /** Lighthouse's category scores, 0-100. */
  performance: number;
  accessibility: number;
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** The weighted accessibility audits the page failed. */
  failedAccessibility: string[];
  /** Lighthouse's measure of this machine's CPU speed when it measured the page (its
   * throttling docs: its 4x CPU slowdown is meant for a desktop of about 1500-2000). */
  benchmarkIndex: number;
}

/** Every page but the baseline must reach these (scores out of 100). */
export const lighthouseTargets = { performance: 90, accessibility: 100 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Prints each page's rounds and medians, the performance ratio to `baselineName`'s median and the
 * verdict; returns whether every page but the baseline met `targets`.
 * @example process.exitCode = printLighthouseReport(measured, 'baseline', lighthouseTargets) ? 0 : 1;
 */
export function printLighthouseReport(
  measured: Map<string, PageScores[]>,
  baselineName: string,
  targets: typeof lighthouseTargets,
): boolean {
  const basePerformance = median(measured.get(baselineName)!.map((one) => one.performance));
  let allMet = true;
  console.log(
    '\npage                            performance (rounds)  median  ratio   accessibility (rounds)  median',
  );
  for (const [name, scores] of measured) {
    const performance = median(scores.map((one) => one.performance));
    const accessibility = median(scores.map((one) => one.accessibility));
    const isBaseline = name === baselineName;
    const met =
      isBaseline || (performance >= targets.performance && accessibility >= targets.accessibility);
    allMet &&= met;
    console.log(
      `${name.padEnd(31)} ${scores
        .map((one) => one.performance)
        .join(' ')
        .padEnd(21)} ${String(performance).padStart(6)}  ${(performance / basePerformance)
        .toFixed(2)
        .padStart(5)}   ${scores
        .map((one) => one.accessibility)
        .join(' ')
        .padEnd(
          23,
        )} ${String(accessibility).padStart(6)}${isBaseline ? '' : met ? '  ok' : '  MISSED'}`,
    );
  }
  console.log(
    `\ntargets for the portal's pages: performance >= ${targets.performance}, accessibility ${targets.accessibility}`,
  );
  console.log('\nmedian metrics (ms; CLS unitless) and failed accessibility audits:');
  for (const [name, scores] of measured) {
    const metric = (key: keyof PageScores['metrics']) =>
      median(scores.map((one) => one.metrics[key]));
    const failed = [...new Set(scores.flatMap((one) => one.failedAccessibility))];
    console.log(
      `  ${name.padEnd(31)} FCP ${metric('fcp').toFixed(0)}  LCP ${metric('lcp').toFixed(0)}  TBT ${metric('tbt').toFixed(0)}  CLS ${metric('cls').toFixed(3)}  SI ${metric('si').toFixed(0)}  ${failed.length ? `failed: ${failed.join(', ')}` : ''}`,
    );
  }
  const benchmarkIndexes = [...measured.values()].flat().map((one) => one.benchmarkIndex);
  console.log(
    `\nLighthouse's benchmarkIndex: median ${median(benchmarkIndexes).toFixed(0)} (${Math.min(...benchmarkIndexes).toFixed(0)}-${Math.max(...benchmarkIndexes).toFixed(0)}); load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  return allMet;
}
