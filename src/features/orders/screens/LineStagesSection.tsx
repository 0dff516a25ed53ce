import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Order } from '../definition';
import { stagesFitting } from '../lineStages';
import { API_PREFIX } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';
import { placeChoices, placeValue, type PlaceChoice } from './linePlaceChoices';
import { useLinePlaceText } from './useLinePlaceText';
import '../../../client/i18n/late/orders';

type Line = Order['lines'][number];

/** Where the line may go now (docs/order-workflow.md#line-stages), and where it is. */
function choicesOf(line: Line, status: Order['status']): PlaceChoice[] {
  const choices = placeChoices(stagesFitting(status), line.productionSteps);
  const here = placeValue(line.stage, line.productionStepId);
  if (choices.some((choice) => choice.value === here)) return choices;
  // A line left behind at a stage its order has passed still shows where it is.
  const step = line.productionSteps.find((one) => one.id === line.productionStepId) ?? null;
  const current = { stage: line.stage, productionStepId: line.productionStepId };
  return [{ value: here, body: current, place: { stage: line.stage, step } }, ...choices];
}

/**
 * docs/line-stages.md#moving-a-line: staff's control of each line's stage, a select a line of the
 * stages (and production steps) that fit the order's status; a choice moves the line at once.
 * @example <LineStagesSection order={order} />
 */
export function LineStagesSection({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const placeText = useLinePlaceText();
  const { http } = usePortalServices();
  const move = async (line: Line, number: number, choice: PlaceChoice) => {
    try {
      await http.put(`${API_PREFIX}/orders/${order.id}/lines/${line.id}/stage`, choice.body);
    } catch (error) {
      notify((error as Error).message || 'portal.orders.lineStages.notMoved', { type: 'error' });
      return;
    }
    notify('portal.orders.lineStages.moved', {
      type: 'success',
      messageArgs: { number, place: placeText(choice.place) },
    });
    refresh();
  };
  return (
    <Box component="section" aria-label={translate('portal.orders.lineStages.title')}>
      <Typography variant="h6" component="h3" gutterBottom>
        {translate('portal.orders.lineStages.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {order.lines.map((line, index) => {
          const choices = choicesOf(line, order.status);
          return (
            <TextField
              key={line.id}
              select
              size="small"
              fullWidth
              label={translate('portal.orders.lineStages.move', { number: index + 1 })}
              value={placeValue(line.stage, line.productionStepId)}
              slotProps={{ select: { native: true } }}
              onChange={(event) => {
                const choice = choices.find((one) => one.value === event.target.value);
                if (choice) void move(line, index + 1, choice);
              }}
            >
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {placeText(choice.place)}
                </option>
              ))}
            </TextField>
          );
        })}
      </Box>
    </Box>
  );
}
