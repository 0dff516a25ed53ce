import { GuestFrame } from '../theme/GuestFrame';

/** A public page (SPEC 2) whose screen has not landed yet: a clear page, never a blank. */
export function GuestPage({ screen }: { screen: string }) {
  return (
    <GuestFrame>
      <h1 style={{ margin: 0, fontSize: '1.25rem', fontWeight: 500, textAlign: 'center' }}>
        {screen}: coming soon
      </h1>
    </GuestFrame>
  );
}
