import ReportProblem from '@mui/icons-material/ReportProblem';
import { Box, Typography } from '@mui/material';

/** SPEC 2 and 8: a screen that fails to render; shown in its place, inside the shell. */
export function ScreenError() {
  return (
    <Box role="alert" sx={{ py: 6, textAlign: 'center' }}>
      <ReportProblem color="error" fontSize="large" />
      <Typography variant="h5" component="h1">
        Something went wrong
      </Typography>
    </Box>
  );
}
