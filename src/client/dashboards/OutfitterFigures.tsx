import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { CountLink } from './CountLink';
import { headlineRows } from './dashboardRows';
import { useDashboardSummary } from './useDashboardSummary';

/**
 * docs/dashboards.md#outfitters: above an outfitter's orders list, today's figures of their
 * clients' orders and the way to their dashboard. Its code loads only for outfitters.
 */
export function OutfitterFigures() {
  const { data: summary } = useDashboardSummary({});
  return (
    <Stack direction="row" spacing={3} sx={{ px: 2, py: 1 }} flexWrap="wrap" useFlexGap>
      {summary &&
        headlineRows(summary, {}).map((row) => (
          <Typography key={row.label} variant="body2">
            {row.label}: <CountLink value={row.value} filter={row.filter} label={row.label} />
          </Typography>
        ))}
      <Link component={RouterLink} to={paths.dashboards} variant="body2">
        Your dashboard
      </Link>
    </Stack>
  );
}
