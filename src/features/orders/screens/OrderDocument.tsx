import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../definition';
import { clientCopyFigures, wordedQuoteFigures } from '../../../shared/quoteFigureRows';
import { useSmallScreen } from '../../../client/shell/layout/useSmallScreen';
import { DocumentLineCards } from './DocumentLineCards';
import { DocumentLineTable } from './DocumentLineTable';
import { LineTracker } from './LineTracker';
import { OrderDocumentHeader } from './OrderDocumentHeader';
import { PriceOnRequestNote } from './PriceOnRequestNote';
import { QuoteFiguresTable } from './QuoteFiguresTable';
import { useDocumentLines } from './useDocumentLines';
import { useReaderLanguage } from '../../../client/i18n/useReaderLanguage';
import '../../../client/i18n/late/orders';

/** Cards on a phone, a table from `sm` up (docs/screens.md#small-screens). */
function DocumentLines({ order }: { order: Order }) {
  const translate = useTranslate();
  const lines = useDocumentLines(order);
  const phone = useSmallScreen();
  if (lines.length === 0) return <Typography>{translate('portal.orders.lines.none')}</Typography>;
  return phone ? <DocumentLineCards lines={lines} /> : <DocumentLineTable lines={lines} />;
}

/**
 * docs/order-workflow.md#reading-an-order: the order as its client, outfitter or PH reads it, a
 * quote rather than a form: the head, the lines, and the totals and deposit the server stored,
 * the figures of the quote PDF (no discount or deposit of nothing). The record context's order.
 * @example <Show><OrderDocument /></Show>
 */
export function OrderDocument() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const language = useReaderLanguage();
  const titleId = useId();
  if (!order) return null;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <OrderDocumentHeader order={order} titleId={titleId} />
      <DocumentLines order={order} />
      <LineTracker order={order} />
      <Box
        component="section"
        aria-label={translate('portal.orders.totals.region')}
        sx={{ alignSelf: 'flex-end', width: '100%', maxWidth: { sm: '24rem' } }}
      >
        <QuoteFiguresTable
          figures={clientCopyFigures(wordedQuoteFigures(order, language, translate))}
        />
        <PriceOnRequestNote
          hasPriceOnRequest={order.totals.hasPriceOnRequest}
          lines={order.lines}
        />
      </Box>
    </Box>
  );
}
