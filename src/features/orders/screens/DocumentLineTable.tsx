import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LINE_FIGURES, LINE_NOTES, type DocumentLine } from './useDocumentLines';
import '../../../client/i18n/late/orders';

const RIGHT = new Set<string>(['quantity', 'unitPrice', 'lineTotal']);

/**
 * An order's lines from a tablet up, as the quote PDF lays them out: one row of figures a line,
 * its notes (tag numbers, hunter's instruction) in a row under it when it has any. Where the
 * console's drawer leaves too little room, the table scrolls in its own box, never the page
 * (docs/screens.md#small-screens).
 * @example <DocumentLineTable lines={useDocumentLines(order)} />
 */
export function DocumentLineTable({ lines }: { lines: readonly DocumentLine[] }) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('portal.orders.lines.table')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '2.5rem' }}>#</TableCell>
            {LINE_FIGURES.map((key) => (
              <TableCell key={key} align={RIGHT.has(key) ? 'right' : 'left'}>
                {translate(`portal.orders.lines.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.flatMap((line) => {
            const notes = LINE_NOTES.filter((key) => line[key] !== '');
            const figures = (
              <TableRow
                key={line.id}
                sx={{ verticalAlign: 'top', '& > td': notes.length ? { borderBottom: 0 } : {} }}
              >
                <TableCell>{line.number}</TableCell>
                {LINE_FIGURES.map((key) => (
                  <TableCell
                    key={key}
                    align={RIGHT.has(key) ? 'right' : 'left'}
                    sx={{
                      whiteSpace: key === 'unitPrice' || key === 'lineTotal' ? 'nowrap' : undefined,
                      fontWeight: key === 'lineTotal' ? 'bold' : undefined,
                    }}
                  >
                    {line[key]}
                  </TableCell>
                ))}
              </TableRow>
            );
            if (notes.length === 0) return [figures];
            return [
              figures,
              <TableRow key={`${line.id}-notes`}>
                <TableCell />
                <TableCell colSpan={LINE_FIGURES.length}>
                  {notes.map((key) => (
                    <Typography
                      key={key}
                      variant="body2"
                      color="text.secondary"
                      sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    >
                      {translate('portal.orders.document.note', {
                        label: translate(`portal.orders.lines.${key}`),
                        value: line[key],
                      })}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>,
            ];
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
