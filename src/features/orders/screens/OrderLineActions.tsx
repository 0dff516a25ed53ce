import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import '../../../client/i18n/late/orders';

export type LineMove = 'up' | 'down';

/**
 * Move up, move down and remove for line `index` of `count`: buttons named after the line, so
 * every action works by keyboard and with a screen reader (there is no drag-only way to reorder).
 */
export function OrderLineActions({
  idPrefix,
  index,
  count,
  onMove,
  onRemove,
}: {
  idPrefix: string;
  index: number;
  count: number;
  onMove: (index: number, to: number, direction: LineMove) => void;
  onRemove: (index: number) => void;
}) {
  const translate = useTranslate();
  const number = index + 1;
  const up = translate('portal.orders.lines.moveUp', { number });
  const down = translate('portal.orders.lines.moveDown', { number });
  const remove = translate('portal.orders.lines.remove', { number });
  // One above the other: the column stays narrow, so a line fits beside the workflow panel.
  return (
    <Stack>
      <IconButton
        id={`${idPrefix}-up`}
        aria-label={up}
        title={up}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1, 'up')}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        id={`${idPrefix}-down`}
        aria-label={down}
        title={down}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1, 'down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        id={`${idPrefix}-remove`}
        aria-label={remove}
        title={remove}
        onClick={() => onRemove(index)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
