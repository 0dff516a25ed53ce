import { and, gt, isNull, sql } from 'drizzle-orm';
import { clientLinkRequests } from '../../table';

// docs/domain.md#link-requests: a request the client has 7 days to confirm.
export const LINK_REQUEST_SECONDS = 7 * 24 * 60 * 60;

/** Neither confirmed nor approved, and not expired: the only requests that can still link. */
export const pendingLinkRequest = () =>
  and(
    isNull(clientLinkRequests.confirmedAt),
    isNull(clientLinkRequests.approvedAt),
    gt(clientLinkRequests.expiresAt, sql`now()`),
  );
