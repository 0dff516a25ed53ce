import { Box, Typography } from '@mui/material';

/** A screen of SPEC 2 whose issue has not landed yet: a clear page inside the shell, never a blank. */
export function ComingSoon() {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Coming soon
      </Typography>
      <Typography color="text.secondary">This part of Trophy Portal is being built.</Typography>
    </Box>
  );
}
