import { paths } from './paths';

// docs/guards.md#routes-without-the-shell: the pages drawn without the console's shell. Every other
// path loads the console (react-admin, MUI), which draws its screen or its 404 page.
export const guestPaths: string[] = [
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
  paths.firstAdmin,
];
// docs/guards.md#open-to-anybody: pages an e-mail's token opens, signed in or not.
export const publicPaths: string[] = [paths.confirmClientLink];

/** The path itself or one below it. */
export const withinPath = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether the page at `pathname` is drawn without the console (the entry's other chunk). */
export const opensWithoutShell = (pathname: string): boolean =>
  [...guestPaths, ...publicPaths, paths.emailVerification, paths.completeProfile].some((prefix) =>
    withinPath(pathname, prefix),
  );
