import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatOrderNumber } from '../orderStatuses';
import type { WorkbenchRow } from '../workbench';
import { paths } from '../../../shared/paths';
import { WideTable } from '../../../client/common/WideTable';
import { useDateText } from '../../../client/common/useDateText';
import '../../../client/i18n/late/orders';

/**
 * docs/line-stages.md#the-workbench: a page of lines with a checkbox each (and one for the page),
 * each named after its trophy and order; the order's number links to it.
 * @example <WorkbenchTable rows={page.rows} picked={picked} onPick={setPicked} />
 */
export function WorkbenchTable({
  rows,
  picked,
  onPick,
}: {
  rows: readonly WorkbenchRow[];
  picked: ReadonlySet<string>;
  onPick: (picked: Set<string>) => void;
}) {
  const translate = useTranslate();
  const day = useDateText();
  const allPicked = rows.length > 0 && rows.every((row) => picked.has(row.lineId));
  const toggle = (lineId: string) => {
    const next = new Set(picked);
    if (!next.delete(lineId)) next.add(lineId);
    onPick(next);
  };
  const text = (key: string) => translate(`portal.orders.workbench.${key}`);
  return (
    <WideTable label={text('table')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={allPicked}
              indeterminate={picked.size > 0 && !allPicked}
              onChange={() => onPick(allPicked ? new Set() : new Set(rows.map((r) => r.lineId)))}
              slotProps={{ input: { 'aria-label': text('pickAll') } }}
            />
          </TableCell>
          <TableCell>{text('order')}</TableCell>
          <TableCell>{text('client')}</TableCell>
          <TableCell>{text('species')}</TableCell>
          <TableCell>{text('trophyType')}</TableCell>
          <TableCell>{text('tags')}</TableCell>
          <TableCell>{text('since')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const number = formatOrderNumber(row.orderNumber);
          return (
            <TableRow key={row.lineId}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={picked.has(row.lineId)}
                  onChange={() => toggle(row.lineId)}
                  slotProps={{
                    input: {
                      'aria-label': translate('portal.orders.workbench.pick', {
                        species: row.species,
                        trophyType: row.trophyType,
                        number,
                      }),
                    },
                  }}
                />
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={`${paths.orders}/${row.orderId}`}>
                  {number}
                </Link>
              </TableCell>
              <TableCell>{row.clientName}</TableCell>
              <TableCell>{row.species}</TableCell>
              <TableCell>{row.trophyType}</TableCell>
              <TableCell>{row.tagNumbers.join(', ')}</TableCell>
              <TableCell>{day(row.stageAt)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </WideTable>
  );
}
