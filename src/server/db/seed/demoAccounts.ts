import type { Role } from '../../../shared/roles';

// docs/settings.md#demo-data: one demo account per kind, all with this password.
export const DEMO_PASSWORD = 'Trophy-demo-2026';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  emailConfirmed: boolean;
  profileComplete: boolean;
}

const account = (
  email: string,
  firstName: string,
  lastName: string,
  roles: Role[],
  state: Partial<Pick<DemoAccount, 'emailConfirmed' | 'profileComplete'>> = {},
): DemoAccount => ({
  email,
  firstName,
  lastName,
  roles,
  emailConfirmed: state.emailConfirmed ?? true,
  profileComplete: state.profileComplete ?? true,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('admin@example.com', 'Ada', 'Admin', ['admin']),
  account('liaison@example.com', 'Lia', 'Liaison', ['customerLiaison']),
  account('outfitter@example.com', 'Otto', 'Outfitter', ['huntingOutfitter']),
  account('ph@example.com', 'Philip', 'Hunter', ['professionalHunter']),
  account('collector@example.com', 'Cole', 'Collector', ['collector']),
  account('client@example.com', 'Clara', 'Client', ['client']),
  account('unverified@example.com', 'Uma', 'Unverified', ['client'], { emailConfirmed: false }),
  account('incomplete@example.com', 'Ian', 'Incomplete', ['client'], { profileComplete: false }),
];
