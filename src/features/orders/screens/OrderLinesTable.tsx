import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { OrderLineBody } from '../definition';
import { OrderLineActions, type LineMove } from './OrderLineActions';
import { OrderLineDetailCells, OrderLineMainCells } from './OrderLineInputs';
import { visuallyHidden } from '../../../client/common/visuallyHidden';
import '../../../client/i18n/late/orders';

const newLine: Partial<OrderLineBody> = {
  quantity: 1,
  tagNumbers: [],
  instruction: '',
};

// Widths that keep every input readable and a line within a desktop's form beside the workflow
// panel (1366 px); a phone scrolls the table sideways. Each column is named by its key under
// portal.orders.lines; tag numbers and the instruction take a second row, labelled in place.
const COLUMNS = [
  ['species', '6.5rem'],
  ['trophyType', '6.5rem'],
  ['quantity', '4rem'],
  ['unitPrice', '7rem'],
  ['lineTotal', '7rem'],
] as const;

/**
 * The quote's lines as a table, two rows a line: add, remove and reorder with buttons (keyboard and mouse alike),
 * each line's total beside it. Focus follows the line that moved, and a live region says what
 * happened, so reordering by keyboard does not lose the user's place.
 */
export function OrderLinesTable({ staff, readOnly }: { staff: boolean; readOnly: boolean }) {
  const { fields, append, remove, move } = useFieldArray({ name: 'lines' });
  const currency = useWatch({ name: 'currency' }) as string | undefined;
  const [announcement, setAnnouncement] = useState('');
  const translate = useTranslate();
  const focusNext = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    const target = document.getElementById(focusNext.current);
    focusNext.current = null;
    (target ?? addButton.current)?.focus();
  }, [fields]);

  const onMove = (index: number, to: number, direction: LineMove) => {
    move(index, to);
    // The same button if the line can still go that way, otherwise its other move button.
    const canGoOn = direction === 'up' ? to > 0 : to < fields.length - 1;
    const id = fields[index]!.id;
    focusNext.current = `line-${id}-${canGoOn ? direction : direction === 'up' ? 'down' : 'up'}`;
    setAnnouncement(
      translate(
        direction === 'up' ? 'portal.orders.lines.movedUp' : 'portal.orders.lines.movedDown',
        {
          from: index + 1,
          to: to + 1,
        },
      ),
    );
  };
  const onRemove = (index: number) => {
    const next = fields[index + 1] ?? fields[index - 1];
    remove(index);
    focusNext.current = next ? `line-${next.id}-remove` : null;
    if (!next) addButton.current?.focus();
    setAnnouncement(translate('portal.orders.lines.removed', { number: index + 1 }));
  };
  const onAdd = () => {
    append(newLine);
    setAnnouncement(translate('portal.orders.lines.added', { number: fields.length + 1 }));
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      {/* Relative, so the hidden "Actions" header scrolls with the table instead of widening the page.
          A region that scrolls is focusable, so a keyboard can scroll it too (docs/screens.md#accessibility). */}
      <TableContainer
        role="region"
        aria-label={translate('portal.orders.lines.region')}
        tabIndex={0}
        sx={{ overflowX: 'auto', position: 'relative' }}
      >
        <Table
          size="small"
          aria-label={translate('portal.orders.lines.table')}
          sx={{ minWidth: '44rem', '& .MuiTableCell-root': { px: 1 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '2rem' }}>#</TableCell>
              {COLUMNS.map(([name, width]) => (
                <TableCell
                  key={name}
                  sx={{ minWidth: width }}
                  align={name === 'unitPrice' || name === 'lineTotal' ? 'right' : 'left'}
                >
                  {name === 'unitPrice' && currency
                    ? translate('portal.orders.lines.unitPriceIn', { currency })
                    : translate(`portal.orders.lines.${name}`)}
                </TableCell>
              ))}
              {!readOnly && (
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {translate('portal.orders.lines.actions')}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => (
              <Fragment key={field.id}>
                <TableRow
                  data-line={index + 1}
                  sx={{ verticalAlign: 'top', '& > .MuiTableCell-root': { borderBottom: 0 } }}
                >
                  <TableCell rowSpan={2}>{index + 1}</TableCell>
                  <OrderLineMainCells index={index} staff={staff} readOnly={readOnly} />
                  {!readOnly && (
                    <TableCell rowSpan={2} sx={{ width: '2.5rem' }}>
                      <OrderLineActions
                        idPrefix={`line-${field.id}`}
                        index={index}
                        count={fields.length}
                        onMove={onMove}
                        onRemove={onRemove}
                      />
                    </TableCell>
                  )}
                </TableRow>
                <TableRow sx={{ verticalAlign: 'top' }}>
                  <OrderLineDetailCells index={index} readOnly={readOnly} />
                </TableRow>
              </Fragment>
            ))}
            {fields.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + 2}>
                  {translate('portal.orders.lines.none')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {!readOnly && (
        <Button ref={addButton} startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 1 }}>
          {translate('portal.orders.lines.add')}
        </Button>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
