import type { FastifyRequest } from 'fastify';
import { paths } from '../../shared/paths';
import { portalLink } from './portalOrigin';

// docs/sessions.md#e-mail-links: the pages of the client that take these tokens from the e-mail's link.

/** `/email-verification?token=...`: the page calls confirm-email with the token. */
export const confirmationLink = (request: FastifyRequest, token: string) =>
  portalLink(request, `${paths.emailVerification}?token=${encodeURIComponent(token)}`);

/** `/auth/reset-password/<code>`: the page calls verify-reset-code, then password-reset. */
export const resetPasswordLink = (request: FastifyRequest, code: string) =>
  portalLink(request, `${paths.resetPassword}/${encodeURIComponent(code)}`);

/** `/confirm-client-link?token=...`: the page calls client-link-requests/confirm (docs/domain.md#link-requests). */
export const clientLinkConfirmationLink = (request: FastifyRequest, token: string) =>
  portalLink(request, `${paths.confirmClientLink}?token=${encodeURIComponent(token)}`);
