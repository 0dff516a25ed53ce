import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardSummary } from '../dashboardSummary';
import { CsvDownloadButton } from './CsvDownloadButton';
import { DashboardCard } from './DashboardCard';
import '../../../client/i18n/late/dashboards';

type Decisions = DashboardSummary['quoteDecisions'];

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)} %`);

/**
 * docs/dashboards.md#quote-decisions: answers given in the range, by the day of the answer, so
 * they are rates rather than counts of the list.
 */
export function QuoteDecisions({ decisions }: { decisions: Decisions }) {
  const translate = useTranslate();
  const decisionColumns = [
    { header: translate('portal.dashboards.accepted'), cell: (row: Decisions) => row.accepted },
    { header: translate('portal.dashboards.declined'), cell: (row: Decisions) => row.declined },
    {
      header: translate('portal.dashboards.acceptanceRate'),
      cell: (row: Decisions) => row.acceptanceRate,
    },
    {
      header: translate('portal.dashboards.averageDays'),
      cell: (row: Decisions) => row.averageDaysToAccept,
    },
  ];
  const days = (value: number | null) =>
    value === null ? '—' : translate('portal.dashboards.days', { days: value.toFixed(1) });
  return (
    <DashboardCard
      title={translate('portal.dashboards.acceptance')}
      download={
        <CsvDownloadButton name="quote-acceptance" rows={[decisions]} columns={decisionColumns} />
      }
    >
      <Typography variant="h4" component="p">
        {percent(decisions.acceptanceRate)}
      </Typography>
      <Typography>
        {translate('portal.dashboards.decisions', {
          accepted: decisions.accepted,
          declined: decisions.declined,
          days: days(decisions.averageDaysToAccept),
        })}
      </Typography>
    </DashboardCard>
  );
}
