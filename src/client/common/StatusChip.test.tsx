import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_KEYS,
  type OrderStatus,
} from '../../features/orders/orderStatuses';
import { messageFor } from '../../shared/i18n/messageFor';
import { portalI18nProvider } from '../i18n/portalI18nProvider';
import { brandThemeOptions, SECONDARY_COLOUR } from '../shell/theme/brand';
import { StatusChip } from './StatusChip';

const chip = (status: OrderStatus) => {
  render(
    <I18nContextProvider value={portalI18nProvider}>
      <ThemeProvider theme={createTheme(brandThemeOptions)}>
        <StatusChip status={status} />
      </ThemeProvider>
    </I18nContextProvider>,
  );
  return screen.getByText(messageFor('en', ORDER_STATUS_KEYS[status])).closest('.MuiChip-root');
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
