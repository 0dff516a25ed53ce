import { Box, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { dashboardQuerySchema, type DashboardQuery } from '../dashboardSummary';
import { isStaffManager } from '../../../shared/roles';
import { useCurrentUser } from '../../../client/session/auth/useCurrentUser';
import { CountChart } from './CountChart';
import { DashboardFilters } from './DashboardFilters';
import { CratesWaitingCard } from './CratesWaitingCard';
import { IrsWaitingCard } from './IrsWaitingCard';
import { OutstandingCard } from './OutstandingCard';
import { useOutstandingMoney } from './useOutstandingMoney';
import { useCratesWaiting } from './useCratesWaiting';
import { headlineRows, outfitterRows, revenueRows, statusRows } from './dashboardRows';
import { QuoteDecisions } from './QuoteDecisions';
import { RevenueChart } from './RevenueChart';
import { useDashboardSummary } from './useDashboardSummary';
import '../../../client/i18n/late/dashboards';

/**
 * The range and outfitter live in the URL, so a dashboard can be shared and reloaded. The screen's
 * own state is the source while it is open: two fields changed in quick succession must not each
 * start from the URL as it was before the other (the router updates it after a render).
 */
function useDashboardQuery(): [DashboardQuery, (patch: Partial<DashboardQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState<DashboardQuery>(() => {
    const parsed = dashboardQuerySchema.safeParse(Object.fromEntries(params));
    return parsed.success ? parsed.data : {};
  });
  useEffect(() => {
    setParams(Object.fromEntries(Object.entries(query).filter((entry) => entry[1] !== undefined)), {
      replace: true,
    });
  }, [query, setParams]);
  const update = useCallback(
    (patch: Partial<DashboardQuery>) => setQuery((current) => ({ ...current, ...patch })),
    [],
  );
  return [query, update];
}

/**
 * `/dashboards` (docs/dashboards.md#the-screen): staff's view of the season, and an outfitter's of
 * their own clients' orders. Loaded on demand with its charts.
 */
export function DashboardScreen() {
  // The current-user query, not react-admin's permissions: its code is the list's (bench/bundle).
  const roles = useCurrentUser().data?.roles ?? [];
  const [query, setQuery] = useDashboardQuery();
  const { data: summary, error, isPending } = useDashboardSummary(query);
  const staff = isStaffManager(roles);
  // docs/dashboards.md#outstanding-money: what clients owe is staff's alone; today's, so no range.
  const today = query.outfitterId ? { outfitterId: query.outfitterId } : {};
  const { data: owed } = useOutstandingMoney(today, staff);
  // docs/dashboards.md#crates-waiting: staff's alone too, and today's.
  const { data: crates } = useCratesWaiting(today, staff);
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title="portal.dashboards.title" />
      <DashboardFilters query={query} onChange={setQuery} pickOutfitter={staff} />
      {error && (
        <Typography role="alert" color="error">
          {error.message}
        </Typography>
      )}
      {isPending && <CircularProgress aria-label={translate('portal.dashboards.loading')} />}
      {summary && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          <CountChart
            title={translate('portal.dashboards.work')}
            name="work"
            rows={headlineRows(summary, query, translate)}
          />
          <QuoteDecisions decisions={summary.quoteDecisions} />
          <IrsWaitingCard count={summary.irsWaitingForQuote} outfitterId={query.outfitterId} />
          {staff && owed && <OutstandingCard money={owed} outfitterId={query.outfitterId} />}
          {staff && crates && (
            <CratesWaitingCard waiting={crates} outfitterId={query.outfitterId} />
          )}
          <CountChart
            title={translate('portal.dashboards.byStatus')}
            name="orders-by-status"
            rows={statusRows(summary, query, translate)}
          />
          <CountChart
            title={translate('portal.dashboards.topOutfitters')}
            name="top-outfitters"
            rows={outfitterRows(summary, query)}
          />
          <RevenueChart rows={revenueRows(summary, query)} />
        </Box>
      )}
    </Box>
  );
}
