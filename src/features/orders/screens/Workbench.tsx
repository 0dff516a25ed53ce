import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import type { StepName } from '../lineMoves';
import { LINE_STAGES } from '../lineStages';
import { API_PREFIX } from '../../../shared/apiPaths';
import { placeChoices, type PlaceChoice } from './linePlaceChoices';
import { useLinePlaceText } from './useLinePlaceText';
import { useWorkbenchPage, WORKBENCH_PAGE_SIZE } from './useWorkbenchPage';
import { WorkbenchTable } from './WorkbenchTable';
import '../../../client/i18n/late/orders';

/** A select of places, labelled; its value is the place's. */
function PlaceSelect({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly PlaceChoice[];
  value: string;
  onChange: (value: string) => void;
}) {
  const placeText = useLinePlaceText();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: '14rem' }}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {placeText(choice.place)}
        </option>
      ))}
    </TextField>
  );
}

/**
 * docs/line-stages.md#the-workbench: staff pick a stage (and production step), see the lines there
 * across orders, longest waiting first, and move those they pick to the next place or another.
 */
export function Workbench() {
  const translate = useTranslate();
  const { data: steps = [] } = useGetList<StepName>('admin/production-steps', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  const choices = placeChoices(LINE_STAGES, steps);
  const [atValue, setAtValue] = useState(choices[0]!.value);
  const [targetValue, setTargetValue] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  // Said in the screen, as the TLS export's are: react-admin's notifications in this chunk would
  // reshuffle the orders list's first-load chunks (bench/bundle).
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const atIndex = Math.max(
    0,
    choices.findIndex((choice) => choice.value === atValue),
  );
  const at = choices[atIndex]!;
  const target =
    choices.find((choice) => choice.value === targetValue) ?? choices[atIndex + 1] ?? at;
  const { data: page, error, reload, http } = useWorkbenchPage(at.body, offset);
  const text = (key: string, options?: object) =>
    translate(`portal.orders.workbench.${key}`, options);
  const goTo = (value: string) => {
    setAtValue(value);
    setTargetValue(null);
    setOffset(0);
    setPicked(new Set());
    setSaid(null);
  };
  const move = async () => {
    setBusy(true);
    try {
      const { moved } = await http.post<{ moved: number }>(`${API_PREFIX}/orders/line-moves`, {
        lineIds: [...picked],
        ...target.body,
      });
      setSaid({ text: text('moved', { smart_count: moved }), failed: false });
      setPicked(new Set());
      reload();
    } catch (failure) {
      const message = (failure as Error).message || translate('portal.orders.lineStages.notMoved');
      setSaid({ text: message, failed: true });
    }
    setBusy(false);
  };
  const last = page ? Math.min(offset + WORKBENCH_PAGE_SIZE, page.total) : 0;
  return (
    <Paper sx={{ p: 2, mt: 2 }}>
      {/* docs/screens.md#accessibility: named in the header, as every screen is. */}
      <Title title="portal.orders.workbench.title" />
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 2 }}>
        <PlaceSelect label={text('at')} choices={choices} value={at.value} onChange={goTo} />
      </Stack>
      {error && (
        <Typography role="alert" color="error">
          {error}
        </Typography>
      )}
      {!page && !error && <Typography>{text('loading')}</Typography>}
      {page && page.total === 0 && <Typography>{text('none')}</Typography>}
      {page && page.total > 0 && (
        <>
          <WorkbenchTable rows={page.rows} picked={picked} onPick={setPicked} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
            <Typography variant="body2">
              {text('page', { from: offset + 1, to: last, total: page.total })}
            </Typography>
            <Button
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - WORKBENCH_PAGE_SIZE))}
            >
              {text('previous')}
            </Button>
            <Button disabled={last >= page.total} onClick={() => setOffset(last)}>
              {text('next')}
            </Button>
          </Stack>
          <Stack
            direction="row"
            useFlexGap
            spacing={2}
            sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 2 }}
          >
            <PlaceSelect
              label={text('moveTo')}
              choices={choices}
              value={target.value}
              onChange={setTargetValue}
            />
            <Button variant="contained" disabled={busy || picked.size === 0} onClick={move}>
              {text('move', { smart_count: picked.size })}
            </Button>
          </Stack>
        </>
      )}
      <Typography role="status" color={said?.failed ? 'error' : undefined} sx={{ mt: 1 }}>
        {said?.text}
      </Typography>
    </Paper>
  );
}
