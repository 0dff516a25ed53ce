import type { DashboardQuery } from '../../src/features/dashboards/dashboardSummary';
import { benchId } from '../orders-list/benchIds';
import type { BenchActor } from '../support/targets';

export interface DashboardScenario {
  name: string;
  actor: BenchActor;
  query: DashboardQuery;
}

export const admin: BenchActor = { email: 'admin@bench.example', floorScope: 'all' };
export const outfitter: BenchActor = {
  email: 'outfitter1@bench.example',
  floorScope: `outfitter:${benchId(2, 1)}`,
};

/**
 * The dashboard's calls (docs/dashboards.md#performance): staff over all time and over a year,
 * staff filtered to an outfitter, and an outfitter's own. The seed's orders run from 2020-01-01,
 * one every two minutes (bench/orders-list/seedBench.ts).
 */
export const dashboardScenarios: DashboardScenario[] = [
  { name: 'admin, all time', actor: admin, query: {} },
  { name: 'admin, one year', actor: admin, query: { from: '2021-01-01', to: '2021-12-31' } },
  {
    name: 'admin, one outfitter',
    actor: admin,
    query: { outfitterId: benchId(2, 2) },
  },
  { name: 'outfitter, own clients', actor: outfitter, query: {} },
];

export const summaryPath = (query: DashboardQuery) =>
  `/api/dashboards/summary?${new URLSearchParams(query)}`;
