import Construction from '@mui/icons-material/Construction';
import { Box, Typography } from '@mui/material';

/** A screen not built yet (docs/guards.md#routes-with-the-shell): a clear page inside the shell, never a blank. */
export function ComingSoon({ screen }: { screen: string }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Construction color="secondary" fontSize="large" />
      <Typography variant="h5" component="h1" gutterBottom>
        {screen}: coming soon
      </Typography>
      <Typography color="text.secondary">This part of Trophy Portal is being built.</Typography>
    </Box>
  );
}
