import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { SkeletonRegion } from './SkeletonRegion';
import { useSkeletonAnimation } from './useSkeletonAnimation';

/**
 * docs/screens.md#loading-skeletons: a list's rows while its page comes, a header row and `rows`
 * rows of `columns` cells, the size of the rows that will replace them.
 * @example <ListSkeleton columns={7} />
 */
export function ListSkeleton({ columns, rows = 8 }: { columns: number; rows?: number }) {
  const animation = useSkeletonAnimation();
  const row = (key: string, height: number) => (
    <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'center', height }}>
      {Array.from({ length: Math.max(columns, 1) }, (_, cell) => (
        <Skeleton key={cell} animation={animation} variant="text" sx={{ flex: 1 }} />
      ))}
    </Stack>
  );
  return (
    <SkeletonRegion label="portal.common.loading.list">
      {row('header', 40)}
      {Array.from({ length: rows }, (_, index) => row(`row-${index}`, 52))}
    </SkeletonRegion>
  );
}
