import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useReaderLanguage } from '../../../client/i18n/useReaderLanguage';
import type { Order } from '../../orders/definition';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { formatMoney } from '../../../shared/money';
import { PaymentInstructions } from './PaymentInstructions';

/**
 * docs/payments.md#on-accepting: in the accept dialog, the deposit the acceptance makes due and
 * how to pay it; nothing for a quote without a deposit.
 * @example <AcceptPaymentDetail order={order} />
 */
export function AcceptPaymentDetail({ order }: { order: Order }) {
  const translate = useTranslate();
  const language = useReaderLanguage();
  const deposit = order.totals.depositMinor;
  if (deposit <= 0) return null;
  const amount = formatMoney(deposit, order.currency, language);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body1" sx={{ fontWeight: 'bold', mb: 1 }}>
        {translate('resources.payments.panel.depositOnAccepting', { amount })}
      </Typography>
      <PaymentInstructions reference={formatOrderNumber(order.number)} />
    </Box>
  );
}
