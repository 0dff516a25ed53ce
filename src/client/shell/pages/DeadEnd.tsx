import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A screen with nothing to show and the way on: the 404 page and a record that did not load look
 * alike (docs/guards.md#not-found).
 * @example <DeadEnd message={translate('portal.errors.notFound')}><HomeLink /></DeadEnd>
 */
export function DeadEnd({ message, children }: { message: string; children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {message}
      </Typography>
      {children}
    </Box>
  );
}
