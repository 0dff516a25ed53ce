import { Avatar } from '@mui/material';
import { initials, sizedAvatarUrl } from './avatar';
import type { ShellIdentity } from './useShellIdentity';

/**
 * The user's picture, or their initials when there is none (or while it loads). `decorative` where a
 * control around it has its own name: initials that are not part of that name fail WCAG 2.5.3.
 */
export function UserAvatar({
  identity,
  size,
  decorative = false,
}: {
  identity: ShellIdentity;
  size: number;
  decorative?: boolean;
}) {
  return (
    <Avatar
      aria-hidden={decorative || undefined}
      src={sizedAvatarUrl(identity.avatar)}
      alt={identity.fullName}
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' }}
    >
      {initials(identity.firstName, identity.lastName)}
    </Avatar>
  );
}
