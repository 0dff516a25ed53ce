import { Layout as RaLayout, type LayoutProps } from 'react-admin';
import { ScreenError } from '../errors/ScreenError';
import { RouteAccess } from '../routes/RouteAccess';
import { AppBar } from './AppBar';
import { NavigationMenu } from './NavigationMenu';
import { Sidebar } from './Sidebar';

/**
 * The main shell: header and side drawer around the screen; a screen that fails to render shows
 * ScreenError in place while the shell keeps working, one the user may not open AccessDenied.
 * @example <Admin layout={Layout} />
 */
export function Layout({ children }: LayoutProps) {
  return (
    <RaLayout appBar={AppBar} sidebar={Sidebar} menu={NavigationMenu} error={ScreenError}>
      <RouteAccess>{children}</RouteAccess>
    </RaLayout>
  );
}
