import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One term of a document's head and what it says; `label` is already in the reader's words. */
export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * A named description list laid out as a grid of label-over-value cells, as many a row as fit at
 * `minColumn` wide each: the order document's head (its dates and names, its expected days).
 * @example <DetailGrid label="Order details" minColumn="9rem" details={[{ label: 'Date', value: 'May 3, 2027' }]} />
 */
export function DetailGrid({
  label,
  minColumn,
  details,
}: {
  label: string;
  minColumn: string;
  details: readonly Detail[];
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${minColumn}, 1fr))`,
        gap: 1.5,
        m: 0,
        mt: 2,
      }}
    >
      {details.map((detail) => (
        <Box key={detail.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {detail.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {detail.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
