export interface Measurement {
  dataset: string;
  orders: number;
  target: string;
  scenario: string;
  scaled: boolean;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

const TARGETS = { realOverFloor: 0.5, p99Growth: 1.5, deepAndSearchP99Ms: 100 };

/**
 * The figures per call, then the ratios targets.ts sets targets for, each marked ok or MISSED. The
 * targets are the real list call's; the floor's own ratios print as `floor` for comparison.
 */
export function printReport(measurements: Measurement[]): void {
  console.log(
    '\ndataset        target  call                                   req/s   p99 ms  errors',
  );
  for (const m of measurements) {
    console.log(
      `${m.dataset.padEnd(14)} ${m.target.padEnd(7)} ${m.scenario.padEnd(36)} ${m.requestsPerSecond.toFixed(0).padStart(7)} ${String(m.p99).padStart(8)} ${String(m.errors).padStart(7)}`,
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
    if (m.dataset === 'postgres 1M' && m.scaled) {
      const small = find('postgres 10k', m.target, m.scenario);
      // p99 is whole milliseconds; below 1 ms the ratio says nothing, so 1 ms is the floor of both.
      if (small)
        verdict(
          `${m.target} ${m.scenario}: p99 1M/10k`,
          Math.max(m.p99, 1) / Math.max(small.p99, 1),
          '<=',
          TARGETS.p99Growth,
        );
    }
    if (m.dataset === 'postgres 1M' && !m.scaled) {
      verdict(`${m.target} ${m.scenario}: p99 ms at 1M`, m.p99, '<=', TARGETS.deepAndSearchP99Ms);
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
