import Inbox from '@mui/icons-material/Inbox';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, useCanAccess, useResourceContext } from 'react-admin';

export interface EmptyListProps {
  /** What is missing, in the resource's words: "No orders yet." */
  title: string;
  /** The next step for a user who may create one: "Create a quote to get started." */
  createHint: string;
  /** The next step for a user who may not: where the records will come from. */
  waitHint: string;
  /** The create button's label; react-admin's "Create" when absent. */
  createLabel?: string;
  /** Other ways to add a record (the clients' "Link a client"), shown whoever may create. */
  actions?: ReactNode;
}

/**
 * docs/screens.md#empty-lists: a list with no records at all says so and what to do next, with
 * the create button when the user may create.
 * @example <List empty={<EmptyList title="No orders yet." createHint="Create a quote to get started." waitHint="..." />}>
 */
export function EmptyList({ title, createHint, waitHint, createLabel, actions }: EmptyListProps) {
  const resource = useResourceContext();
  const { canAccess: canCreate = false } = useCanAccess({ resource, action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', mx: 'auto', my: 6, px: 2, maxWidth: 480 }}>
      <Inbox sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{canCreate ? createHint : waitHint}</Typography>
      <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 2 }}>
        {canCreate ? <CreateButton variant="contained" label={createLabel} /> : null}
        {actions}
      </Stack>
    </Box>
  );
}
