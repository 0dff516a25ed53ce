import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/LanguageProvider';
import { FONT_FAMILY, PAGE_BACKGROUND, SECONDARY_COLOUR } from '../../shell/theme/brand';

// Plain elements, no MUI: this screen must show even when the app's other code cannot load.
const page = {
  minHeight: '100vh',
  margin: 0,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: 16,
  background: PAGE_BACKGROUND,
  fontFamily: FONT_FAMILY,
  color: SECONDARY_COLOUR,
} as const;
const button = {
  font: 'inherit',
  fontWeight: 500,
  padding: '8px 22px',
  border: 0,
  borderRadius: 4,
  background: SECONDARY_COLOUR,
  color: '#fff',
  cursor: 'pointer',
} as const;

/** docs/guards.md#failure-screens: the fallback when the app itself fails; Refresh reloads the app at the site root. */
export function AppErrorFallback() {
  // Outside the language provider: the texts are in the language the app last loaded.
  const { translate } = useTranslation();
  return (
    <div role="alert" style={page}>
      <h1 style={{ margin: 0, fontWeight: 500 }}>{translate('portal.errors.app.title')}</h1>
      <button type="button" style={button} onClick={() => window.location.assign(paths.home)}>
        {translate('portal.errors.app.refresh')}
      </button>
    </div>
  );
}
