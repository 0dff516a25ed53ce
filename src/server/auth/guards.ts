import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/roles';
import { HttpError } from '../http/httpError';
import type { SessionUser } from './currentUser';

/** Hook (onRequest, so a visitor gets 401 before any body check, or preHandler): 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, 'errors.status.signIn');
}

/**
 * preHandler: 401 unless signed in, 403 unless the user holds one of `roles`.
 * @example app.get('/api/admin/thing', { preHandler: requireRoles('admin') }, handler)
 */
export const requireRoles =
  (...roles: Role[]) =>
  async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (!request.user!.roles.some((role) => roles.includes(role))) {
      throw new HttpError(403, 'errors.status.forbidden');
    }
  };

/** The signed-in user of a route guarded by requireUser or requireRoles. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'errors.status.signIn');
  return request.user;
}
