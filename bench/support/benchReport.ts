import type { CpuPerRequest } from './processCpu';

export interface Measurement {
  dataset: string;
  target: string;
  scenario: string;
  scaled: boolean;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  cpu: CpuPerRequest;
}

const TARGETS = { realOverFloor: 0.5, p99Growth: 1.5, deepAndSearchP99Ms: 100 };

/** The data sets whose p99 the growth target compares (the smallest and biggest PostgreSQL ones). */
export interface Sizes {
  small: string | undefined;
  big: string | undefined;
}

/**
 * The figures per call, then the ratios of the list targets (bench/orders-list/README.md), each
 * marked ok or MISSED. The targets are the real list call's; the floor's own ratios print as
 * `floor` for comparison.
 */
export function printReport(measurements: Measurement[], { small, big }: Sizes): void {
  console.log(
    '\ndataset        target       call                                   req/s   p99 ms  errors    server postgres    bench (CPU ms a request)',
  );
  for (const m of measurements) {
    console.log(
      `${m.dataset.padEnd(14)} ${m.target.padEnd(12)} ${m.scenario.padEnd(36)} ${m.requestsPerSecond.toFixed(0).padStart(7)} ${String(m.p99).padStart(8)} ${String(m.errors).padStart(7)}  ${[m.cpu.server, m.cpu.postgres, m.cpu.bench].map((ms) => ms.toFixed(2).padStart(8)).join(' ')}`,
    );
  }
  console.log('\nratios');
  const find = (dataset: string, target: string, scenario: string) =>
    measurements.find(
      (m) => m.dataset === dataset && m.target === target && m.scenario === scenario,
    );
  for (const m of measurements) {
    if (m.errors > 0)
      verdict(`${m.dataset} ${m.target} ${m.scenario}: failed requests`, m.errors, '<=', 0);
    // docs/orders-list.md#logging: what the default logging costs, against the same portal silent.
    if (m.target === 'portal') {
      const quiet = find(m.dataset, 'portal-quiet', m.scenario);
      if (quiet)
        console.log(
          `info   ${m.dataset} ${m.scenario}: logging on/off req/s = ${(m.requestsPerSecond / quiet.requestsPerSecond).toFixed(2)}`,
        );
    }
    if (m.target !== 'floor') {
      const floor = find(m.dataset, 'floor', m.scenario);
      if (floor)
        verdict(
          `${m.dataset} ${m.scenario}: ${m.target}/floor req/s`,
          m.requestsPerSecond / floor.requestsPerSecond,
          '>=',
          TARGETS.realOverFloor,
        );
    }
    if (big === undefined || small === undefined || big === small || m.dataset !== big) continue;
    if (m.scaled) {
      const before = find(small, m.target, m.scenario);
      // p99 is whole milliseconds; below 1 ms the ratio says nothing, so 1 ms is the floor of both.
      if (before)
        verdict(
          `${m.target} ${m.scenario}: p99 ${big}/${small}`,
          Math.max(m.p99, 1) / Math.max(before.p99, 1),
          '<=',
          TARGETS.p99Growth,
        );
    } else {
      verdict(
        `${m.target} ${m.scenario}: p99 ms at ${big}`,
        m.p99,
        '<=',
        TARGETS.deepAndSearchP99Ms,
      );
    }
  }
}

function verdict(label: string, value: number, relation: '<=' | '>=', limit: number): void {
  if (label.startsWith('floor ')) {
    console.log(`floor  ${label} = ${value.toFixed(2)} (for comparison; no target)`);
    return;
  }
  const ok = relation === '<=' ? value <= limit : value >= limit;
  console.log(
    `${ok ? 'ok    ' : 'MISSED'} ${label} = ${value.toFixed(2)} (target ${relation} ${limit})`,
  );
}
