/** Most rows one list call answers; the console's CSV export asks for this many at once. */
export const MAX_LIST_ROWS = 1000;

/** How deep a list without a count pages (docs/api.md#lists-without-a-count): its deepest page walks this many rows. */
export const LIST_PAGE_DEPTH = 10_000;
