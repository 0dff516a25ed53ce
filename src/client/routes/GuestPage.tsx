import { ComingSoon } from '../pages/ComingSoon';
import { GuestThemeProvider } from '../theme/GuestThemeProvider';

/** A public page (SPEC 2) whose screen has not landed yet, in the portal's identity. */
export function GuestPage({ screen }: { screen: string }) {
  return (
    <GuestThemeProvider>
      <ComingSoon screen={screen} />
    </GuestThemeProvider>
  );
}
