import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { isVersioned, type ApiRecord, type QueueEntry, type VersionedWrite } from './queuedWrite';

// Bookkeeping the collector did not type.
const hidden = new Set(['id', 'version', 'createdAt', 'updatedAt']);

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

// An edit shows each field it sets; a workflow move the status it leads to (docs/offline.md#conflicts).
function differences(entry: VersionedWrite, theirs: ApiRecord) {
  const mine: Record<string, unknown> =
    entry.kind === 'move' ? { status: entry.data.to } : entry.data;
  const fields = Object.keys(mine).filter((field) => !hidden.has(field));
  return fields.map((field) => ({
    field,
    mine: shown(mine[field]),
    theirs: shown(theirs[field]),
  }));
}

interface BlockedWriteDialogProps {
  entry: QueueEntry;
  onKeepMine(): void;
  onDrop(): void;
}

/**
 * docs/offline.md#conflicts: the write the queue stopped at. A conflict shows both versions side by
 * side and lets the collector keep theirs or the server's; a refused write says why and can be dropped.
 */
export function BlockedWriteDialog({ entry, onKeepMine, onDrop }: BlockedWriteDialogProps) {
  const blocked = entry.blocked!;
  if (blocked.reason === 'refused' || !isVersioned(entry)) {
    return (
      <Dialog open aria-labelledby="offline-refused-title">
        <DialogTitle id="offline-refused-title">A waiting change was refused</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {blocked.reason === 'refused' ? blocked.message : ''} The changes after it wait until
            you decide.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onDrop}>Discard this change</Button>
        </DialogActions>
      </Dialog>
    );
  }
  const rows = differences(entry, blocked.theirs);
  return (
    <Dialog open maxWidth="md" fullWidth aria-labelledby="offline-conflict-title">
      <DialogTitle id="offline-conflict-title">Changed on the server meanwhile</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Someone changed this record while your change waited. Choose which version to keep.
        </DialogContentText>
        <Table size="small" aria-label="Both versions">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Yours</TableCell>
              <TableCell>On the server</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field} selected={row.mine !== row.theirs}>
                <TableCell>{row.field}</TableCell>
                <TableCell>{row.mine}</TableCell>
                <TableCell>{row.theirs}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDrop}>Take theirs</Button>
        <Button variant="contained" onClick={onKeepMine}>
          Keep mine
        </Button>
      </DialogActions>
    </Dialog>
  );
}
