import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionAnswer } from '../../shared/authCalls';
import type { users } from '../../features/users/table';
import { setSessionCookies } from './cookies';
import { toProfile } from './profile';
import type { IssuedSession } from './sessions';

/** Sets the session cookies and answers what login, register and refresh all answer. */
export function signInResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  session: IssuedSession,
  user: typeof users.$inferSelect,
): SessionAnswer {
  const accessToken = request.server.accessTokens.sign({ sub: user.id, fam: session.familyId });
  setSessionCookies(request, reply, { accessToken, refreshToken: session.refreshToken });
  const profile = toProfile(user);
  return { emailConfirmed: profile.emailConfirmed, profile };
}
