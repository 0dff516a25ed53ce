import { CountLink } from './CountLink';
import type { CountRow } from './dashboardRows';

// A plain table: MUI's Table parts are the list's too, and sharing them regroups the list's chunks
// (bench/bundle).

/** Labels and their numbers, each number a link to the orders it counts. */
export function CountTable({ rows }: { rows: readonly CountRow[] }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td>{row.label}</td>
            <td style={{ textAlign: 'right' }}>
              <CountLink value={row.value} filter={row.filter} label={row.label} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
