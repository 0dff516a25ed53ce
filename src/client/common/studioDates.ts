import { createContext, useContext } from 'react';
import { DEFAULT_DATE_SETTINGS, type DateSettings } from '../../shared/dateSettings';

/** docs/languages.md#formats: how the studio writes dates, as the signed-in profile says. */
export const StudioDatesContext = createContext<DateSettings>(DEFAULT_DATE_SETTINGS);

/** The studio's date settings; the default country's until the profile has them. */
export const useStudioDates = (): DateSettings => useContext(StudioDatesContext);
