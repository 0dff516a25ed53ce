import { useTranslation } from '../../i18n/LanguageProvider';
import { FONT_FAMILY } from '../theme/brand';

/**
 * docs/guards.md#loading-screens: what shows while a screen's code loads. Plain elements, so it costs the first
 * screen nothing and shows before any styling library has loaded.
 */
export function ScreenLoading() {
  const { translate } = useTranslation();
  return (
    <div
      role="status"
      style={{ padding: '48px 0', textAlign: 'center', fontFamily: FONT_FAMILY, color: '#64748B' }}
    >
      {translate('portal.shell.loading')}
    </div>
  );
}
