import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: it scrolls sideways in its own box, never the page, and
 * the box takes the keyboard's focus so that it can be scrolled without a mouse
 * (docs/screens.md#small-screens).
 * @example <WideTable label={name}><TableHead>…</TableHead><TableBody>…</TableBody></WideTable>
 */
export function WideTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer role="region" aria-label={label} tabIndex={0}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}
