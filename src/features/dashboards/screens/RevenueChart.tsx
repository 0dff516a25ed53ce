import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatMoney, toDecimalString } from '../../../shared/money';
import { CountLink } from './CountLink';
import { CsvDownloadButton } from './CsvDownloadButton';
import { DashboardCard } from './DashboardCard';
import type { RevenueRow } from './dashboardRows';
import { ordersListPath } from './ordersListPath';
import '../../../client/i18n/late/dashboards';

const right = { textAlign: 'right' } as const;

/** Revenue and deposits per month, one chart per currency; a bar opens that month's orders. */
export function RevenueChart({ rows }: { rows: readonly RevenueRow[] }) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // docs/money.md: amounts stay minor units until shown; the CSV carries them as decimal strings.
  const revenueColumns = [
    { header: translate('portal.dashboards.month'), cell: (row: RevenueRow) => row.month },
    { header: translate('portal.dashboards.currency'), cell: (row: RevenueRow) => row.currency },
    { header: translate('portal.dashboards.orders'), cell: (row: RevenueRow) => row.orders },
    {
      header: translate('portal.dashboards.revenue'),
      cell: (row: RevenueRow) => toDecimalString(row.revenueMinor, row.currency),
    },
    {
      header: translate('portal.dashboards.deposits'),
      cell: (row: RevenueRow) => toDecimalString(row.depositMinor, row.currency),
    },
  ];
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return (
    <DashboardCard
      title={translate('portal.dashboards.revenueTitle')}
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
            // As wide as its longest figure, in the reader's language (docs/dashboards.md#the-screen).
            yAxis={[
              { width: 'auto', valueFormatter: (value: number) => value.toLocaleString(locale) },
            ]}
            series={[
              {
                data: inCurrency.map((row) => amount(row.revenueMinor)),
                label: translate('portal.dashboards.revenueIn', { currency }),
              },
              {
                data: inCurrency.map((row) => amount(row.depositMinor)),
                label: translate('portal.dashboards.depositsIn', { currency }),
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
            <th>{translate('portal.dashboards.month')}</th>
            <th style={right}>{translate('portal.dashboards.orders')}</th>
            <th style={right}>{translate('portal.dashboards.revenue')}</th>
            <th style={right}>{translate('portal.dashboards.deposits')}</th>
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
              <td style={right}>{formatMoney(row.revenueMinor, row.currency, locale)}</td>
              <td style={right}>{formatMoney(row.depositMinor, row.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardCard>
  );
}
