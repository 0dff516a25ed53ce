// SPEC 3 and 9: the avatar image is asked for at size 48.
export const AVATAR_SIZE = 48;

/** SPEC 2: the first letters of first and last name. */
export const initials = (firstName: string, lastName: string): string =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();

/** The avatar URL with the size parameter set; relative URLs stay relative to the portal. */
export function sizedAvatarUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const sized = new URL(url, window.location.origin);
  sized.searchParams.set('size', String(AVATAR_SIZE));
  return sized.origin === window.location.origin
    ? `${sized.pathname}${sized.search}${sized.hash}`
    : sized.href;
}
