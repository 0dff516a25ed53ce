import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import type { Order } from '../../orders/definition';
import { formatOrderNumber, type OrderStatus } from '../../orders/orderStatuses';
import type { Payment } from '../definition';
import { PAYMENT_METHOD_LABELS } from '../paymentMethods';
import { useDateText } from '../../../client/common/useDateText';
import { useReaderLanguage } from '../../../client/i18n/useReaderLanguage';
import { formatMoney } from '../../../shared/money';
import { orderBalance } from '../../../shared/orderBalance';
import { PaymentInstructions } from './PaymentInstructions';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';

// The form's inputs and schema load only for staff: a reader of the order never downloads them
// (bench/lighthouse).
const RecordPaymentForm = lazyComponent(
  () => import('./RecordPaymentForm'),
  'RecordPaymentForm',
  null,
);

// docs/payments.md#on-the-order: from the quote on, while something is still due.
const PAYABLE: readonly OrderStatus[] = [
  'quoted',
  'accepted',
  'inProduction',
  'readyForExport',
  'shipped',
];
const text = (key: string) => `resources.payments.panel.${key}`;

/**
 * docs/payments.md#on-the-order: what an order's payments add up to (paid, deposit due, balance
 * due, in exact minor units), each payment, and for staff the form to record one; the client side
 * reads where to pay and the reference to quote.
 * @example <OrderPayments order={order} />
 */
export function OrderPayments({ order }: { order: Order }) {
  const translate = useTranslate();
  const day = useDateText();
  const language = useReaderLanguage();
  const [recording, setRecording] = useState(false);
  const { canAccess: records } = useCanAccess({ resource: 'payments', action: 'create' });
  const { data: payments = [] } = useGetList<Payment>('payments', {
    filter: { orderId: order.id },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'recordedAt', order: 'ASC' },
  });
  const money = (minor: number) => formatMoney(minor, order.currency, language);
  const balance = orderBalance(
    order.totals,
    payments.map((payment) => payment.amountMinor),
  );
  const figures: [string, number][] = [
    ['paid', balance.paidMinor],
    ...(order.totals.depositMinor > 0
      ? [['depositDue', balance.depositDueMinor] as [string, number]]
      : []),
    ['balanceDue', balance.balanceDueMinor],
  ];
  const owing = balance.balanceDueMinor > 0 && PAYABLE.includes(order.status);
  return (
    <Box component="section" aria-labelledby="order-payments-title">
      <Typography variant="h6" component="h3" id="order-payments-title">
        {translate(text('title'))}
      </Typography>
      <Table size="small" aria-label={translate(text('figures'))}>
        <TableBody>
          {figures.map(([key, minor]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {translate(text(key))}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(minor)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {payments.length > 0 && (
        <Box component="ul" aria-label={translate(text('list'))} sx={{ pl: 2, my: 1 }}>
          {payments.map((payment) => (
            <Typography component="li" variant="body2" key={payment.id}>
              {`${day(payment.paidOn)} · ${translate(PAYMENT_METHOD_LABELS[payment.method])} · ${money(payment.amountMinor)}`}
              {(payment.amountMinor < 0 ? payment.reason : payment.reference) &&
                ` · ${payment.amountMinor < 0 ? payment.reason : payment.reference}`}
            </Typography>
          ))}
        </Box>
      )}
      {records &&
        (recording ? (
          <RecordPaymentForm
            orderId={order.id}
            currency={order.currency}
            onDone={() => setRecording(false)}
          />
        ) : (
          <Button variant="outlined" onClick={() => setRecording(true)}>
            {translate(text('record'))}
          </Button>
        ))}
      {!records && owing && <PaymentInstructions reference={formatOrderNumber(order.number)} />}
    </Box>
  );
}
