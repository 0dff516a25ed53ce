import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { SkeletonRegion } from './SkeletonRegion';
import { useSkeletonAnimation } from './useSkeletonAnimation';

/**
 * docs/screens.md#loading-skeletons: a record while it comes: its header (a title, a status, a few
 * fields) and `lines` lines under it.
 * @example <RecordSkeleton fields={4} lines={2} />
 */
export function RecordSkeleton({ fields = 4, lines = 2 }: { fields?: number; lines?: number }) {
  const animation = useSkeletonAnimation();
  return (
    <SkeletonRegion label="portal.common.loading.record">
      <Stack spacing={1.5}>
        <Skeleton animation={animation} variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton animation={animation} variant="rounded" width={120} height={28} />
        {Array.from({ length: fields }, (_, index) => (
          <Skeleton key={`field-${index}`} animation={animation} variant="rounded" height={40} />
        ))}
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={`line-${index}`} animation={animation} variant="rounded" height={72} />
        ))}
      </Stack>
    </SkeletonRegion>
  );
}
