import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { OrderLineBody } from '../definition';
import '../../../client/i18n/late/orders';

/**
 * docs/money.md#price-on-request: which lines have no price yet and what that means for the totals,
 * under the totals of the editor and of the order read as a document. Nothing when every line is
 * priced.
 * @example <PriceOnRequestNote hasPriceOnRequest={order.totals.hasPriceOnRequest} lines={order.lines} />
 */
export function PriceOnRequestNote({
  hasPriceOnRequest,
  lines,
}: {
  hasPriceOnRequest: boolean;
  lines: readonly Partial<Pick<OrderLineBody, 'unitPriceMinor'>>[];
}) {
  const translate = useTranslate();
  if (!hasPriceOnRequest) return null;
  const onRequest = lines.flatMap((line, index) =>
    line.unitPriceMinor === null ? [index + 1] : [],
  );
  return (
    <Typography color="warning.main" variant="body2">
      {onRequest.length === 0
        ? translate('portal.orders.totals.someOnRequest')
        : translate('portal.orders.totals.linesOnRequest', {
            lines: onRequest.join(', '),
            smart_count: onRequest.length,
          })}
      {translate('portal.orders.totals.countAsZero')}
    </Typography>
  );
}
