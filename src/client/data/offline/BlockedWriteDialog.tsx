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
import { useTranslate } from 'react-admin';
import { fieldLabel } from '../../../engine/screens/fieldLabel';
import { isVersioned, type ApiRecord, type QueueEntry, type VersionedWrite } from './queuedWrite';
import '../../i18n/late/offline';

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
  const translate = useTranslate();
  if (blocked.reason === 'refused' || !isVersioned(entry)) {
    return (
      <Dialog open aria-labelledby="offline-refused-title">
        <DialogTitle id="offline-refused-title">
          {translate('portal.offline.refused.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {blocked.reason === 'refused' ? `${blocked.message} ` : ''}
            {translate('portal.offline.refused.waiting')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onDrop}>{translate('portal.offline.refused.discard')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  const rows = differences(entry, blocked.theirs);
  return (
    <Dialog open maxWidth="md" fullWidth aria-labelledby="offline-conflict-title">
      <DialogTitle id="offline-conflict-title">
        {translate('portal.offline.conflict.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('portal.offline.conflict.explanation')}</DialogContentText>
        <Table size="small" aria-label={translate('portal.offline.conflict.versions')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('portal.offline.conflict.field')}</TableCell>
              <TableCell>{translate('portal.offline.conflict.yours')}</TableCell>
              <TableCell>{translate('portal.offline.conflict.theirs')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field} selected={row.mine !== row.theirs}>
                <TableCell>
                  {translate(fieldLabel({ name: entry.resource }, row.field), { _: row.field })}
                </TableCell>
                <TableCell>{row.mine}</TableCell>
                <TableCell>{row.theirs}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDrop}>{translate('portal.offline.conflict.takeTheirs')}</Button>
        <Button variant="contained" onClick={onKeepMine}>
          {translate('portal.offline.conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
