import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { headlineRows } from './dashboardRows';
import { ordersListPath } from './ordersListPath';
import { useDashboardSummary } from './useDashboardSummary';
import '../../../client/i18n/late/dashboards';

// Plain elements and react-router's Link (already in the entry): MUI components here would be
// shared with the list's own chunks and regroup them, which bench/bundle counts against the list.
const strip = { display: 'flex', flexWrap: 'wrap', gap: '8px 24px', padding: '8px 16px' } as const;

/**
 * docs/dashboards.md#outfitters: above an outfitter's orders list, today's figures of their
 * clients' orders and the way to their dashboard. Its code loads only for outfitters.
 */
export function OutfitterFigures() {
  const { data: summary } = useDashboardSummary({});
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <div style={strip}>
      {summary &&
        headlineRows(summary, {}, translate).map((row) => (
          <span key={row.label}>
            {row.label}:{' '}
            <Link to={ordersListPath(row.filter)} aria-label={`${row.label}: ${row.value}`}>
              {row.value.toLocaleString(locale)}
            </Link>
          </span>
        ))}
      <Link to={paths.dashboards}>{translate('portal.dashboards.yourDashboard')}</Link>
    </div>
  );
}
