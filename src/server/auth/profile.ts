import type { Profile } from '../../shared/authCalls';
import type { users } from '../../features/users/table';

type UserRow = typeof users.$inferSelect;

/** docs/sessions.md#profile: the profile the guards and the shell read; fullName joins first and last name. */
export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    roles: user.roles,
    completed: user.profileCompletedAt !== null,
    emailConfirmed: user.emailConfirmedAt !== null,
    avatarUrl: null,
    language: user.language,
  };
}
