import { z } from 'zod';

// docs/domain.md#link-requests: a pending request of an outfitter to link a client someone else
// holds; the client confirms it from the e-mail, or staff approve it.

/** POST /api/client-link-requests/confirm: the token of the e-mail's link. */
export const confirmClientLinkBodySchema = z.object({ token: z.string().min(1).max(200) });

/** Its answer: who the client is now linked to. */
export const confirmClientLinkAnswerSchema = z.object({ outfitterName: z.string() });

/** One pending request, as staff list it (GET /api/client-link-requests). */
export const clientLinkRequestSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  clientEmail: z.string(),
  outfitterId: z.uuid(),
  outfitterName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export type ConfirmClientLinkBody = z.infer<typeof confirmClientLinkBodySchema>;
export type ConfirmClientLinkAnswer = z.infer<typeof confirmClientLinkAnswerSchema>;
export type ClientLinkRequest = z.infer<typeof clientLinkRequestSchema>;
