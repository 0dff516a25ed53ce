import { Typography } from '@mui/material';
import type { DashboardSummary } from '../../../resources/dashboardSummary';
import { CsvDownloadButton } from './CsvDownloadButton';
import { DashboardCard } from './DashboardCard';

type Decisions = DashboardSummary['quoteDecisions'];

const decisionColumns = [
  { header: 'Accepted', cell: (row: Decisions) => row.accepted },
  { header: 'Declined', cell: (row: Decisions) => row.declined },
  { header: 'Acceptance rate', cell: (row: Decisions) => row.acceptanceRate },
  { header: 'Average days to accept', cell: (row: Decisions) => row.averageDaysToAccept },
];

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)} %`);
const days = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} days`);

/**
 * docs/dashboards.md#quote-decisions: answers given in the range, by the day of the answer, so
 * they are rates rather than counts of the list.
 */
export function QuoteDecisions({ decisions }: { decisions: Decisions }) {
  return (
    <DashboardCard
      title="Quotes’ acceptance"
      download={
        <CsvDownloadButton name="quote-acceptance" rows={[decisions]} columns={decisionColumns} />
      }
    >
      <Typography variant="h4" component="p">
        {percent(decisions.acceptanceRate)}
      </Typography>
      <Typography>
        {decisions.accepted} accepted, {decisions.declined} declined; time to accept{' '}
        {days(decisions.averageDaysToAccept)}
      </Typography>
    </DashboardCard>
  );
}
