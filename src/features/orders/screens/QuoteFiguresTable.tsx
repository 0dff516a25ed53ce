import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { QuoteFigure } from '../../../shared/quoteFigureRows';

/**
 * Subtotal, discount, VAT, total and deposit as the quote PDF words them, the total in bold.
 * @example <QuoteFiguresTable figures={wordedQuoteFigures(order, 'fr', translate)} />
 */
export function QuoteFiguresTable({ figures }: { figures: readonly QuoteFigure[] }) {
  return (
    <Table size="small">
      <TableBody>
        {figures.map(({ key, label, amount, strong }) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 'bold' : undefined }}>
              {label}
            </TableCell>
            <TableCell
              align="right"
              sx={{ whiteSpace: 'nowrap', fontWeight: strong ? 'bold' : undefined }}
            >
              {amount}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
