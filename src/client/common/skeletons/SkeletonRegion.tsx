import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../visuallyHidden';

/**
 * docs/screens.md#loading-skeletons: the place of a list or a record while it comes: busy, named for
 * screen readers ("Loading the list"), its grey shapes hidden from them.
 * @example <SkeletonRegion label="portal.common.loading.list"><ListSkeleton columns={5} /></SkeletonRegion>
 */
export function SkeletonRegion({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <Box role="status" aria-busy="true" aria-label={text} sx={{ p: 2 }}>
      <Box component="span" sx={visuallyHidden}>
        {text}
      </Box>
      <Box aria-hidden="true">{children}</Box>
    </Box>
  );
}
