import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The frame of every page outside the shell: a centred card with the product name, the page's
 * title and a line saying what to do.
 */
export function AuthCard(props: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        px: 2,
        py: 4,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }} elevation={2}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={0.5} sx={{ mb: 3, textAlign: 'center' }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} color="secondary">
              Trophy Portal
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Customer Portal
            </Typography>
          </Stack>
          <Typography variant="h6" component="h1" gutterBottom>
            {props.title}
          </Typography>
          {props.intro && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {props.intro}
            </Typography>
          )}
          {props.children}
          {props.footer && (
            <Stack spacing={1} sx={{ mt: 3, textAlign: 'center' }}>
              {props.footer}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
