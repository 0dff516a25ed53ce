import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { CountLink } from './CountLink';
import type { CountRow } from './dashboardRows';

/** Labels and their numbers, each number a link to the orders it counts. */
export function CountTable({ rows }: { rows: readonly CountRow[] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell>{row.label}</TableCell>
            <TableCell align="right">
              <CountLink value={row.value} filter={row.filter} label={row.label} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
