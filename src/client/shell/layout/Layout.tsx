import { Layout as RaLayout, type LayoutProps } from 'react-admin';
import { ScreenError } from '../../common/errors/ScreenError';
import { RouteAccess } from '../routes/RouteAccess';
import { AppBar } from './AppBar';
import { NavigationMenu } from './NavigationMenu';
import { Sidebar } from './Sidebar';

// react-admin lets the shell grow to its widest content, so one wide table scrolled the whole page
// sideways on a phone; the shell keeps the window's width and a wide table scrolls in its own box
// (docs/screens.md#small-screens).
const SCREEN_WIDTH = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

/**
 * The main shell: header and side drawer around the screen; a screen that fails to render shows
 * ScreenError in place while the shell keeps working, one the user may not open AccessDenied.
 * @example <Admin layout={Layout} />
 */
export function Layout({ children }: LayoutProps) {
  return (
    <RaLayout
      appBar={AppBar}
      sidebar={Sidebar}
      menu={NavigationMenu}
      error={ScreenError}
      sx={SCREEN_WIDTH}
    >
      <RouteAccess>{children}</RouteAccess>
    </RaLayout>
  );
}
