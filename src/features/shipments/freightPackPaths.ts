// docs/crates-and-shipments.md#the-freight-agents-pack: the public pack's addresses, outside /api
// (a page a person opens from an e-mail) and free of any id: only the token names the pack.
export const FREIGHT_PACK_PREFIX = '/freight-pack';

/** The pack's page for a token. */
export const freightPackPath = (token: string) => `${FREIGHT_PACK_PREFIX}/${token}`;
