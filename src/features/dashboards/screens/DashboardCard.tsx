import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

/** One chart or table of a dashboard, titled, its CSV download in the header. */
export function DashboardCard({
  title,
  download,
  children,
}: {
  title: string;
  download: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined">
      <CardHeader
        title={title}
        action={download}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
