// Inputs inside the lines table: the column header says what each is, so their own labels are
// hidden from sight but kept for screen readers and tests (each input keeps its accessible name).
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Props for a react-admin input in a table cell: dense, label hidden, no helper line unless an error. */
export const tableCellInput = {
  hiddenLabel: true,
  size: 'small',
  margin: 'none',
  helperText: false,
  fullWidth: true,
  sx: { '& .MuiInputLabel-root': visuallyHidden },
} as const;

export { visuallyHidden };
