import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';

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
  const number = index + 1;
  return (
    <>
      <IconButton
        id={`${idPrefix}-up`}
        aria-label={`Move line ${number} up`}
        title={`Move line ${number} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1, 'up')}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        id={`${idPrefix}-down`}
        aria-label={`Move line ${number} down`}
        title={`Move line ${number} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1, 'down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        id={`${idPrefix}-remove`}
        aria-label={`Remove line ${number}`}
        title={`Remove line ${number}`}
        onClick={() => onRemove(index)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
}
