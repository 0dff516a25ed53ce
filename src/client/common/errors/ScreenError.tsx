import ReportProblem from '@mui/icons-material/ReportProblem';
import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { reportError } from '../monitoring/startMonitoring';

/** docs/guards.md#failure-screens: a screen that fails to render; shown in its place, inside the shell. */
export function ScreenError({ error }: { error?: unknown }) {
  useEffect(() => reportError(error), [error]);
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ py: 6, textAlign: 'center' }}>
      <ReportProblem color="error" fontSize="large" />
      <Typography variant="h5" component="h1">
        {translate('portal.errors.screen')}
      </Typography>
    </Box>
  );
}
