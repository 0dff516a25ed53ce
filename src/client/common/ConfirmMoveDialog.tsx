import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MoveText } from '../../shared/moveTexts';

interface ConfirmMoveDialogProps {
  /** The move's name, on the button that makes it (a message key, as `confirm`'s texts). */
  label: string;
  confirm: NonNullable<MoveText['confirm']>;
  /** The key of the workflow's refusal when the note is empty: the dialog asks for the reason. */
  reasonRequired?: string;
  /** What else the user should know before the move (what to pay on accepting a quote). */
  detail?: ReactNode;
  /** The move ends the record: its button is in the error colour. */
  ends?: boolean;
  note: string;
  onNoteChange: (note: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a move its user cannot take back, saying what happens; where the workflow refuses
 * the move without a reason, the reason is asked here and an empty one goes nowhere.
 * @example <ConfirmMoveDialog {...ORDER_MOVES.acceptQuote} note={note} onNoteChange={setNote} onConfirm={go} onClose={close} />
 */
export function ConfirmMoveDialog({
  label,
  confirm: { question, consequence },
  reasonRequired,
  detail,
  ends = false,
  note,
  onNoteChange,
  onConfirm,
  onClose,
}: ConfirmMoveDialogProps) {
  const [reasonMissing, setReasonMissing] = useState(false);
  const titleId = useId();
  const translate = useTranslate();
  const makeMove = () => {
    if (reasonRequired && !note.trim()) return setReasonMissing(true);
    onConfirm();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(question)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(consequence)}</DialogContentText>
        {detail}
        {reasonRequired && (
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            label={translate('portal.common.workflow.reason')}
            value={note}
            onChange={(e) => {
              setReasonMissing(false);
              onNoteChange(e.target.value);
            }}
            error={reasonMissing}
            helperText={reasonMissing ? translate(reasonRequired) : undefined}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('portal.common.workflow.goBack')}</Button>
        <Button variant="contained" color={ends ? 'error' : 'primary'} onClick={makeMove}>
          {translate(label)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
