import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Order } from '../definition';
import { stagesFitting } from '../lineStages';
import { LineStageStepper } from './LineStageStepper';
import { useDocumentLines } from './useDocumentLines';
import '../../../client/i18n/late/orders';

/**
 * docs/line-stages.md#the-stepper: where each trophy of the order is, a stepper a line, once the
 * order is where lines move (from Accepted on, not cancelled); nothing before.
 * @example <LineTracker order={order} />
 */
export function LineTracker({ order }: { order: Order }) {
  const translate = useTranslate();
  const titleId = useId();
  const named = useDocumentLines(order);
  // Until the species and trophy types have arrived, the line goes by its number alone.
  const lineTitle = (index: number) => {
    const { species = '', trophyType = '' } = named[index] ?? {};
    return species && trophyType
      ? translate('portal.orders.lineStages.line', { number: index + 1, species, trophyType })
      : translate('portal.orders.document.line', { number: index + 1 });
  };
  if (stagesFitting(order.status).length === 0 || order.lines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" gutterBottom>
        {translate('portal.orders.lineStages.title')}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {order.lines.map((line, index) => (
          <Box component="li" key={line.id}>
            <Typography component="h3" variant="subtitle2" gutterBottom>
              {lineTitle(index)}
            </Typography>
            <LineStageStepper line={line} number={index + 1} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
