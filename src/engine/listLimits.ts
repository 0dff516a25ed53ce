/** Most rows one list call answers; the console's CSV export asks for this many at once. */
export const MAX_LIST_ROWS = 1000;

/** How deep a list without a count pages (docs/api.md#lists-without-a-count): its deepest page walks this many rows. */
export const LIST_PAGE_DEPTH = 10_000;

/** Longest free-text search a list takes (`filter={"q":…}`): more is no search a person types. */
export const MAX_SEARCH_LENGTH = 100;
