import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router-dom';
import { formatMoney, toDecimalString } from '../../shared/money';
import { CountLink } from './CountLink';
import { CsvDownloadButton } from './CsvDownloadButton';
import { DashboardCard } from './DashboardCard';
import type { RevenueRow } from './dashboardRows';
import { ordersListPath } from './ordersListPath';

// docs/money.md: amounts stay minor units until shown; the CSV carries them as decimal strings.
const revenueColumns = [
  { header: 'Month', cell: (row: RevenueRow) => row.month },
  { header: 'Currency', cell: (row: RevenueRow) => row.currency },
  { header: 'Orders', cell: (row: RevenueRow) => row.orders },
  { header: 'Revenue', cell: (row: RevenueRow) => toDecimalString(row.revenueMinor, row.currency) },
  {
    header: 'Deposits',
    cell: (row: RevenueRow) => toDecimalString(row.depositMinor, row.currency),
  },
];

const right = { textAlign: 'right' } as const;

/** Revenue and deposits per month, one chart per currency; a bar opens that month's orders. */
export function RevenueChart({ rows }: { rows: readonly RevenueRow[] }) {
  const navigate = useNavigate();
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return (
    <DashboardCard
      title="Revenue and deposits by month"
      download={<CsvDownloadButton name="revenue-by-month" rows={rows} columns={revenueColumns} />}
    >
      {currencies.map((currency) => {
        const inCurrency = rows.filter((row) => row.currency === currency);
        const amount = (minor: number) => Number(toDecimalString(minor, currency));
        return (
          <BarChart
            key={currency}
            height={260}
            xAxis={[{ scaleType: 'band', data: inCurrency.map((row) => row.month) }]}
            series={[
              {
                data: inCurrency.map((row) => amount(row.revenueMinor)),
                label: `Revenue (${currency})`,
              },
              {
                data: inCurrency.map((row) => amount(row.depositMinor)),
                label: `Deposits (${currency})`,
              },
            ]}
            onItemClick={(_event, item) => {
              const row = inCurrency[item.dataIndex];
              if (row) void navigate(ordersListPath(row.filter));
            }}
          />
        );
      })}
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th>Month</th>
            <th style={right}>Orders</th>
            <th style={right}>Revenue</th>
            <th style={right}>Deposits</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.month} ${row.currency}`}>
              <td>{row.month}</td>
              <td style={right}>
                <CountLink
                  value={row.orders}
                  filter={row.filter}
                  label={`${row.month} ${row.currency}`}
                />
              </td>
              <td style={right}>{formatMoney(row.revenueMinor, row.currency)}</td>
              <td style={right}>{formatMoney(row.depositMinor, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardCard>
  );
}
