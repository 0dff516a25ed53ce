import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Order } from '../definition';
import { LINE_STAGE_KEYS, LINE_STAGES } from '../lineStages';
import { visuallyHidden } from '../../../client/common/visuallyHidden';
import { useDateText } from '../../../client/common/useDateText';
import { useLinePlaceText } from './useLinePlaceText';
import { LineCrateCaption } from '../../crates/screens/public';
import '../../../client/i18n/late/orders';

type Line = Order['lines'][number];

/** The line's place in words, with its production step's rank among the line's steps. */
function usePlaceCaption(line: Line): string {
  const translate = useTranslate();
  const placeText = useLinePlaceText();
  const stepIndex = line.productionSteps.findIndex((step) => step.id === line.productionStepId);
  const step = line.productionSteps[stepIndex] ?? null;
  const place = placeText({ stage: line.stage, step });
  if (!step) return place;
  return translate('portal.orders.lineStages.step', {
    place,
    current: stepIndex + 1,
    total: line.productionSteps.length,
  });
}

/**
 * docs/line-stages.md#the-stepper: one trophy's way from the farm to the door, as a compact bar
 * of the eight stages (done, current, to come) that fits a 360 px phone, and the current stage in
 * words with its production step and since when. Screen readers read the stages as a list, the
 * current one announced as the current step.
 * @example <LineStageStepper line={order.lines[0]} number={1} />
 */
export function LineStageStepper({ line, number }: { line: Line; number: number }) {
  const translate = useTranslate();
  const day = useDateText();
  const caption = usePlaceCaption(line);
  const current = LINE_STAGES.indexOf(line.stage);
  return (
    <Box>
      <Box
        component="ol"
        aria-label={translate('portal.orders.lineStages.stepper', { number })}
        sx={{ display: 'flex', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {LINE_STAGES.map((stage, index) => (
          <Box
            component="li"
            key={stage}
            aria-current={index === current ? 'step' : undefined}
            sx={{ flex: 1, minWidth: 0 }}
          >
            <Box
              aria-hidden
              sx={{
                height: index === current ? 10 : 6,
                mt: index === current ? 0 : '2px',
                borderRadius: 1,
                bgcolor: index <= current ? 'secondary.main' : 'action.disabledBackground',
              }}
            />
            <Box component="span" sx={visuallyHidden}>
              {index === current
                ? caption
                : translate('portal.orders.lineStages.stageState', {
                    stage: translate(LINE_STAGE_KEYS[stage]),
                    state: translate(
                      index < current
                        ? 'portal.orders.lineStages.done'
                        : 'portal.orders.lineStages.toCome',
                    ),
                  })}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} aria-hidden>
        {caption}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('portal.orders.lineStages.since', { date: day(line.stageAt) })}
      </Typography>
      <LineCrateCaption crate={line.crate} />
    </Box>
  );
}
