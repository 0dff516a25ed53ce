import { z } from 'zod';

// docs/crates-and-shipments.md#the-freight-agents-pack: what staff see of a shipment's pack link,
// as `GET /api/shipments/{id}/freight-pack` (and the send and revoke) answer it.

const instant = z.iso.datetime({ offset: true });

export const freightPackStatusSchema = z.object({
  /** The shipment's latest link; null before the first send. */
  link: z
    .object({
      sentTo: z.string(),
      createdAt: instant,
      expiresAt: instant,
      revokedAt: instant.nullable(),
    })
    .nullable(),
  /** Each use of the shipment's links, newest first. */
  uses: z.array(
    z.object({ usedAt: instant, kind: z.enum(['page', 'zip']), ip: z.string(), linkId: z.uuid() }),
  ),
});

export type FreightPackStatus = z.infer<typeof freightPackStatusSchema>;
