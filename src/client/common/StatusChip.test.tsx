import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandThemeOptions, SECONDARY_COLOUR } from '../theme/brand';
import { StatusChip } from './StatusChip';

const chip = (status: string) => {
  render(
    <ThemeProvider theme={createTheme(brandThemeOptions)}>
      <StatusChip status={status} />
    </ThemeProvider>,
  );
  return screen.getByText(status).closest('.MuiChip-root');
};

describe('StatusChip (SPEC 4)', () => {
  it('shows Draft grey', () => {
    const draft = chip('Draft');
    expect(draft).toHaveClass('MuiChip-colorDefault');
    expect(draft).not.toHaveStyle({ backgroundColor: SECONDARY_COLOUR });
  });

  it.each(['Submitted', 'Quoted', 'Accepted', 'Declined', 'In production', 'Shipped', 'Cancelled'])(
    'shows %s in the secondary colour',
    (status) => {
      expect(chip(status)).toHaveStyle({ backgroundColor: SECONDARY_COLOUR });
    },
  );
});
