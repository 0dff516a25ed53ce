import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';

// docs/instruction-registers.md#lines: each button of the register's rows names what it adds or
// removes; react-admin's own are bare icons, two of them both called "Add".

/** Adds a row, named after it ("Add an animal"). */
export function AddRowButton({ label }: { label: string }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} variant="outlined" onClick={() => add()}>
      <AddIcon />
    </Button>
  );
}

/**
 * Removes its row, named after it; with `confirm`, only once the user says so in a dialog (an
 * animal takes its photos and notes with it).
 */
export function RemoveRowButton({ label, confirm }: { label: string; confirm?: string }) {
  const { remove } = useSimpleFormIteratorItem();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button label={label} color="error" onClick={() => (confirm ? setAsking(true) : remove())}>
        <DeleteOutlineIcon />
      </Button>
      {confirm ? (
        <Confirm
          isOpen={asking}
          title={translate(label)}
          content={translate(confirm)}
          confirm={label}
          confirmColor="warning"
          onConfirm={() => {
            setAsking(false);
            remove();
          }}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
