import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '../../../resources/orderStatuses';
import { brandThemeOptions, SECONDARY_COLOUR } from '../theme/brand';
import { StatusChip } from './StatusChip';

const chip = (status: OrderStatus) => {
  render(
    <ThemeProvider theme={createTheme(brandThemeOptions)}>
      <StatusChip status={status} />
    </ThemeProvider>,
  );
  return screen.getByText(ORDER_STATUS_LABELS[status]).closest('.MuiChip-root');
};

describe('StatusChip shows Draft grey and every other status in the secondary colour', () => {
  it('shows Draft grey', () => {
    const draft = chip('draft');
    expect(draft).toHaveClass('MuiChip-colorDefault');
    expect(draft).not.toHaveStyle({ backgroundColor: SECONDARY_COLOUR });
  });

  it.each(ORDER_STATUSES.filter((status) => status !== 'draft'))(
    'shows %s in the secondary colour #0F172A',
    (status) => {
      expect(chip(status)).toHaveStyle({ backgroundColor: SECONDARY_COLOUR });
    },
  );
});
