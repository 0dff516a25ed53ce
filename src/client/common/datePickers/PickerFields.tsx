import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef, PickerValidDate } from '@mui/x-date-pickers/models';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import { DateTime } from 'luxon';
import { useRef, type ReactNode } from 'react';
import type { Language } from '../../../shared/languages';
import { EARLIEST_DATE, LATEST_DATE } from '../dateRange';
import { NOT_A_DATE, type PickerFieldProps } from './pickerFieldProps';

// The pickers' own words (toolbar, buttons, section names) in the console's language.
const pickerTexts = {
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
} satisfies Record<Language, unknown>;

const earliest = DateTime.fromISO(EARLIEST_DATE, { zone: 'utc' });
const latest = DateTime.fromISO(LATEST_DATE, { zone: 'utc' });

function Localized({
  locale,
  language,
  children,
}: Pick<PickerFieldProps, 'locale' | 'language'> & { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterLuxon}
      adapterLocale={locale}
      localeText={pickerTexts[language]}
    >
      {children}
    </LocalizationProvider>
  );
}

function pass(props: PickerFieldProps, value: string | null) {
  if (value !== NOT_A_DATE || props.passUnfinished) props.onChange(value);
}

/**
 * The field's slots: the text field's look and, on leaving it, NOT_A_DATE for a value typed
 * halfway, which the pickers themselves keep to the field (their value stays empty).
 */
function useFieldSlots(props: PickerFieldProps) {
  const fieldRef = useRef<FieldRef<PickerValidDate | null>>(null);
  const onBlur = () => {
    const sections = fieldRef.current?.getSections() ?? [];
    const filled = sections.filter((section) => section.value !== '').length;
    if (filled > 0 && filled < sections.length) pass(props, NOT_A_DATE);
    props.onBlur?.();
  };
  return {
    field: { fieldRef },
    textField: {
      id: props.id,
      name: props.name,
      onBlur,
      helperText: props.helperText,
      error: props.error,
      fullWidth: props.fullWidth,
      // As react-admin draws its inputs, so a date sits among them as one of them.
      variant: 'filled' as const,
      size: props.size ?? 'small',
      sx: props.sx,
    },
  };
}

/**
 * A calendar day (docs/languages.md#formats): typed and shown in the studio's locale for the
 * console's language, kept as `YYYY-MM-DD`, a UTC day like every day the portal stores.
 */
export function DayPickerField(props: PickerFieldProps) {
  const value = props.value ? DateTime.fromISO(props.value, { zone: 'utc' }) : null;
  return (
    <Localized locale={props.locale} language={props.language}>
      <DatePicker
        label={props.label}
        value={value?.isValid ? value : null}
        timezone="UTC"
        minDate={earliest}
        maxDate={latest}
        disabled={props.disabled}
        onChange={(day) =>
          pass(props, day === null ? null : day.isValid ? day.toISODate() : NOT_A_DATE)
        }
        slotProps={useFieldSlots(props)}
      />
    </Localized>
  );
}

/**
 * A moment (docs/languages.md#formats): typed and shown in the studio's time zone and locale, kept
 * as an ISO instant in UTC.
 */
export function MomentPickerField(props: PickerFieldProps) {
  const value = props.value ? DateTime.fromISO(props.value, { zone: props.timeZone }) : null;
  return (
    <Localized locale={props.locale} language={props.language}>
      <DateTimePicker
        label={props.label}
        value={value?.isValid ? value : null}
        timezone={props.timeZone}
        minDate={earliest}
        maxDate={latest}
        ampm={false}
        disabled={props.disabled}
        onChange={(moment) =>
          pass(props, moment === null ? null : moment.isValid ? moment.toUTC().toISO() : NOT_A_DATE)
        }
        slotProps={useFieldSlots(props)}
      />
    </Localized>
  );
}
