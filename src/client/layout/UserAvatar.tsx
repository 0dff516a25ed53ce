import { Avatar } from '@mui/material';
import { initials, sizedAvatarUrl } from './avatar';
import type { ShellIdentity } from './useShellIdentity';

/** The user's picture, or their initials when there is none (or while it loads). */
export function UserAvatar({ identity, size }: { identity: ShellIdentity; size: number }) {
  return (
    <Avatar
      src={sizedAvatarUrl(identity.avatar)}
      alt={identity.fullName}
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' }}
    >
      {initials(identity.firstName, identity.lastName)}
    </Avatar>
  );
}
