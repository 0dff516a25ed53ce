import { TextField } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useLocaleState } from 'react-admin';
import { isLanguage } from '../../../shared/languages';
import { useStudioDates } from '../studioDates';
import type { StudioPickerProps } from './pickerFieldProps';

// The pickers (MUI X and Luxon) load with the first screen that holds a date, not with the console.
const pickers = () => import('./PickerFields');
const DayPickerField = lazy(() => pickers().then((m) => ({ default: m.DayPickerField })));
const MomentPickerField = lazy(() => pickers().then((m) => ({ default: m.MomentPickerField })));

/**
 * A day or a moment, typed and shown as the studio writes dates in the console's language, moments
 * in the studio's time zone (docs/languages.md#formats). Until its code has loaded, a disabled
 * field of the same size holds its place.
 * @example <StudioPicker kind="day" label="Created from" value={from} onChange={setFrom} />
 */
export function StudioPicker({ kind, ...props }: StudioPickerProps) {
  const [locale] = useLocaleState();
  const dates = useStudioDates();
  const language = isLanguage(locale) ? locale : 'en';
  const Picker = kind === 'day' ? DayPickerField : MomentPickerField;
  return (
    <Suspense
      fallback={
        <TextField
          variant="filled"
          size={props.size ?? 'small'}
          label={props.label}
          disabled
          fullWidth={props.fullWidth}
          sx={props.sx}
        />
      }
    >
      <Picker
        {...props}
        locale={dates.locales[language]}
        language={language}
        timeZone={dates.timeZone}
      />
    </Suspense>
  );
}
