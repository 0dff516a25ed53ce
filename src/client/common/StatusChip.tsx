import { Chip } from '@mui/material';

// SPEC 4: the one status shown grey; every other status is in the secondary colour.
const GREY_STATUS = 'Draft';

/** The one chip for every order and quote status. */
export function StatusChip({ status }: { status: string }) {
  return (
    <Chip
      label={status}
      size="small"
      color={status === GREY_STATUS ? 'default' : 'secondary'}
      data-status={status}
    />
  );
}
