import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MoveText } from '../../shared/moveTexts';
import { ConfirmMoveDialog } from './ConfirmMoveDialog';

/** One move a user may make now, as the workflow table names it. */
export interface WorkflowMove<Status extends string> {
  to: Status;
  text: MoveText;
  /** The workflow's refusal when the note is empty (a cancellation needs its reason). */
  reasonRequired?: string;
  /** Why the move cannot be made yet (missing paperwork): the button is disabled and says so. */
  blockedBy?: string;
  /** Shown in the move's confirmation (what to pay on accepting a quote). */
  detail?: ReactNode;
}

interface WorkflowMovesProps<Status extends string> {
  moves: readonly WorkflowMove<Status>[];
  /** Makes the move with its note; true once the record moved, so the note is cleared. */
  onMove: (to: Status, note: string) => Promise<boolean>;
  size?: ButtonProps['size'];
}

/**
 * A record's workflow buttons with the note that goes with a move: one the user can take back
 * moves at once, any other asks first; a move that ends the record (a cancellation) comes last,
 * apart, outlined in the error colour, never as loud as the way forward
 * (docs/order-workflow.md#moves-on-screen).
 * @example <WorkflowMoves moves={[{ to: 'accepted', text: ORDER_MOVES.acceptQuote }]} onMove={move} />
 */
export function WorkflowMoves<Status extends string>({
  moves,
  onMove,
  size,
}: WorkflowMovesProps<Status>) {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<WorkflowMove<Status>>();
  const id = useId();
  const go = async (to: Status) => {
    if (await onMove(to, note)) setNote('');
  };
  if (moves.length === 0) return null;
  const ordered = [
    ...moves.filter((move) => !move.text.ends),
    ...moves.filter((move) => move.text.ends),
  ];
  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        label={translate('portal.common.workflow.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {ordered.map((move) => {
        const reasonId = `${id}-${move.to}-blocked`;
        return (
          <Fragment key={move.to}>
            <Button
              size={size}
              variant={move.text.ends ? 'outlined' : 'contained'}
              color={move.text.ends ? 'error' : 'primary'}
              sx={move.text.ends ? { mt: 2 } : undefined}
              disabled={Boolean(move.blockedBy)}
              aria-describedby={move.blockedBy ? reasonId : undefined}
              onClick={() => (move.text.confirm ? setAsking(move) : void go(move.to))}
            >
              {translate(move.text.label)}
            </Button>
            {move.blockedBy && (
              <Typography id={reasonId} variant="body2" color="error">
                {move.blockedBy}
              </Typography>
            )}
          </Fragment>
        );
      })}
      {asking?.text.confirm && (
        <ConfirmMoveDialog
          label={asking.text.label}
          confirm={asking.text.confirm}
          reasonRequired={asking.reasonRequired}
          detail={asking.detail}
          ends={asking.text.ends}
          note={note}
          onNoteChange={setNote}
          onClose={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined);
            void go(asking.to);
          }}
        />
      )}
    </Stack>
  );
}
