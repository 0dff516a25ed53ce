import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * docs/screens.md#loading-skeletons: skeletons pulse, unless the reader asked for less motion.
 * @example <Skeleton animation={useSkeletonAnimation()} />
 */
export function useSkeletonAnimation(): 'pulse' | false {
  const lessMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return lessMotion ? false : 'pulse';
}
