import type { FastifyRequest } from 'fastify';
import { requireRoles } from '../../../server/auth/caller';

/** docs/tls-export.md#batches: staff make batches and manage TLS's keys. */
export const staffOnly = requireRoles('admin', 'customerLiaison');

/**
 * docs/tls-export.md#api-keys: the calls TLS makes (reading batches, their files and progress,
 * acknowledging them) also answer TLS's own API key.
 */
export async function staffOrKey(request: FastifyRequest): Promise<void> {
  if (!request.tlsKey) await staffOnly(request);
}
