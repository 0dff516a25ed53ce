import { visuallyHidden } from '../../../client/common/visuallyHidden';

// Inputs inside the lines table: the column header says what each is, so their own labels are
// hidden from sight but kept for screen readers and tests (each input keeps its accessible name).
/** Props for a react-admin input in a table cell: dense, label hidden, no helper line unless an error. */
export const tableCellInput = {
  hiddenLabel: true,
  size: 'small',
  margin: 'none',
  helperText: false,
  fullWidth: true,
  sx: { '& .MuiInputLabel-root': visuallyHidden },
} as const;
