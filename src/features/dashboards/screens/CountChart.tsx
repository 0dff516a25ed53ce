import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CountTable } from './CountTable';
import { CsvDownloadButton } from './CsvDownloadButton';
import { DashboardCard } from './DashboardCard';
import type { CountRow } from './dashboardRows';
import { ordersListPath } from './ordersListPath';
import '../../../client/i18n/late/dashboards';

// Room for a bar and its gap, in px: the chart grows with its rows rather than squeezing them.
const ROW_HEIGHT = 36;
const AXES_HEIGHT = 70;

/**
 * A bar per row, laid sideways so each is named in full on the left (docs/dashboards.md#the-screen),
 * a click on a bar opening the orders it counts, with the same numbers as links.
 * @example <CountChart title="Orders by status" name="orders-by-status" rows={statusRows(summary, query)} />
 */
export function CountChart({
  title,
  name,
  rows,
}: {
  title: string;
  name: string;
  rows: readonly CountRow[];
}) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const orders = translate('portal.dashboards.orders');
  const countColumns = [
    { header: translate('portal.dashboards.label'), cell: (row: CountRow) => row.label },
    { header: orders, cell: (row: CountRow) => row.value },
  ];
  return (
    <DashboardCard
      title={title}
      download={<CsvDownloadButton name={name} rows={rows} columns={countColumns} />}
    >
      {rows.length > 0 && (
        <BarChart
          layout="horizontal"
          height={rows.length * ROW_HEIGHT + AXES_HEIGHT}
          yAxis={[{ scaleType: 'band', data: rows.map((row) => row.label), width: 'auto' }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[{ data: rows.map((row) => row.value), label: orders }]}
          onItemClick={(_event, item) => {
            const row = rows[item.dataIndex];
            if (row) void navigate(ordersListPath(row.filter));
          }}
        />
      )}
      <CountTable rows={rows} />
    </DashboardCard>
  );
}
