// docs/navigation.md#user-menu: the avatar image is asked for at size 48.
export const AVATAR_SIZE = 48;

/** docs/navigation.md#user-menu: the first letters of first and last name. */
export const initials = (firstName: string, lastName: string): string =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();

// Only to parse a relative URL; it never leaves this function.
const PLACEHOLDER_ORIGIN = 'http://relative.invalid';

/** The avatar URL with the size parameter set; a relative URL stays relative to the portal. */
export function sizedAvatarUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const sized = new URL(url, PLACEHOLDER_ORIGIN);
  sized.searchParams.set('size', String(AVATAR_SIZE));
  return sized.origin === PLACEHOLDER_ORIGIN
    ? `${sized.pathname}${sized.search}${sized.hash}`
    : sized.href;
}
