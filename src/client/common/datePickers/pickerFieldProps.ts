import type { ReactNode } from 'react';
import type { Language } from '../../../shared/languages';

/** What a field passes on for a value the user has not finished or that is no date. */
export const NOT_A_DATE = 'not-a-date';

/** A picker's field as its screen sees it: already translated, its value as the portal keeps it. */
export interface StudioPickerProps {
  kind: 'day' | 'moment';
  label: ReactNode;
  /** `YYYY-MM-DD` for a day, an ISO instant for a moment; empty when none. */
  value: string | null | undefined;
  /** Called with each whole value, or null when the field is emptied. */
  onChange: (value: string | null) => void;
  /**
   * Also call onChange with NOT_A_DATE while a value is unfinished or no date, so that a form's
   * validation can refuse it; a filter leaves it out and keeps its last whole value.
   */
  passUnfinished?: boolean;
  onBlur?: () => void;
  id?: string;
  name?: string;
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: Record<string, unknown>;
}

/** What the lazily loaded pickers need beyond the field: how the studio writes dates. */
export interface PickerFieldProps extends Omit<StudioPickerProps, 'kind'> {
  /** A BCP 47 locale, the studio's for the console's language (e.g. en-ZA). */
  locale: string;
  language: Language;
  /** The studio's IANA time zone, in which moments are shown and typed. */
  timeZone: string;
}
