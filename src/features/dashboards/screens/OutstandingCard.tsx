import { useLocaleState, useTranslate } from 'react-admin';
import type { OutstandingMoney, OutstandingRow } from '../outstandingMoney';
import {
  OUTSTANDING_AGES,
  OUTSTANDING_KINDS,
  type OutstandingAge,
  type OutstandingKind,
} from '../../orders/outstanding';
import type { OrderListFilter } from '../../orders/definition';
import { formatMoney, toDecimalString } from '../../../shared/money';
import { CountLink } from './CountLink';
import { CsvDownloadButton } from './CsvDownloadButton';
import { DashboardCard } from './DashboardCard';
import '../../../client/i18n/late/dashboards';

const AGES = Object.keys(OUTSTANDING_AGES) as OutstandingAge[];
// Cells keep apart from their neighbours; an amount never wraps inside.
const right = { textAlign: 'right', verticalAlign: 'top', paddingLeft: 12 } as const;

/** What some bands hold together: their orders, and what they owe per currency. */
function total(rows: readonly OutstandingRow[]) {
  const due = new Map<string, number>();
  for (const row of rows) due.set(row.currency, (due.get(row.currency) ?? 0) + row.dueMinor);
  return { orders: rows.reduce((sum, row) => sum + row.orders, 0), due: [...due] };
}

/**
 * docs/dashboards.md#outstanding-money: deposits and balances owed, by how long ago they were
 * asked for; each count opens the orders list filtered to those orders (and to the outfitter
 * staff picked). A plain table, as the other cards (CountTable).
 */
export function OutstandingCard({
  money,
  outfitterId,
}: {
  money: OutstandingMoney;
  outfitterId?: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const kindLabel = (kind: OutstandingKind) => translate(`portal.dashboards.owed.${kind}`);
  const ageLabel = (age: OutstandingAge) => translate(`portal.dashboards.owed.ages.${age}`);
  const filter = (kind: OutstandingKind, age?: OutstandingAge): OrderListFilter => ({
    outstanding: kind,
    ...(age && { outstandingAge: age }),
    ...(outfitterId && { linkedOutfitterId: outfitterId }),
  });
  const cell = (rows: readonly OutstandingRow[], filterOf: OrderListFilter, label: string) => {
    const sum = total(rows);
    return (
      <td style={right}>
        <CountLink value={sum.orders} filter={filterOf} label={label} />
        {sum.due.map(([currency, minor]) => (
          <div key={currency} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(minor, currency, locale)}
          </div>
        ))}
      </td>
    );
  };
  const columns = [
    {
      header: translate('portal.dashboards.owed.kind'),
      cell: (row: OutstandingRow) => kindLabel(row.kind),
    },
    {
      header: translate('portal.dashboards.owed.age'),
      cell: (row: OutstandingRow) => ageLabel(row.age),
    },
    {
      header: translate('portal.dashboards.currency'),
      cell: (row: OutstandingRow) => row.currency,
    },
    { header: translate('portal.dashboards.orders'), cell: (row: OutstandingRow) => row.orders },
    // docs/money.md: amounts as exact decimal strings in the CSV.
    {
      header: translate('portal.dashboards.owed.due'),
      cell: (row: OutstandingRow) => toDecimalString(row.dueMinor, row.currency),
    },
  ];
  return (
    <DashboardCard
      title={translate('portal.dashboards.owed.title')}
      download={<CsvDownloadButton name="outstanding" rows={money.rows} columns={columns} />}
    >
      <table
        style={{ width: '100%', borderCollapse: 'collapse' }}
        aria-label={translate('portal.dashboards.owed.title')}
      >
        <thead>
          <tr>
            <td />
            {AGES.map((age) => (
              <th key={age} scope="col" style={right}>
                {ageLabel(age)}
              </th>
            ))}
            <th scope="col" style={right}>
              {translate('portal.dashboards.owed.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {OUTSTANDING_KINDS.map((kind) => {
            const ofKind = money.rows.filter((row) => row.kind === kind);
            return (
              <tr key={kind}>
                <th scope="row" style={{ textAlign: 'left', verticalAlign: 'top' }}>
                  {kindLabel(kind)}
                </th>
                {AGES.map((age) =>
                  cell(
                    ofKind.filter((row) => row.age === age),
                    filter(kind, age),
                    `${kindLabel(kind)}, ${ageLabel(age)}`,
                  ),
                )}
                {cell(
                  ofKind,
                  filter(kind),
                  `${kindLabel(kind)}, ${translate('portal.dashboards.owed.total')}`,
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </DashboardCard>
  );
}
