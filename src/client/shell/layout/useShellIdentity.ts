import { useGetIdentity } from 'react-admin';

export interface ShellIdentity {
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar?: string | undefined;
}

/** docs/sessions.md#profile: the current user the header shows; empty strings while the identity is loading. */
export function useShellIdentity(): ShellIdentity {
  const { identity } = useGetIdentity();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    fullName: text(identity?.fullName),
    firstName: text(identity?.firstName),
    lastName: text(identity?.lastName),
    email: text(identity?.email),
    avatar: identity?.avatar,
  };
}
