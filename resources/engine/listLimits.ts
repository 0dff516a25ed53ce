/** Most rows one list call answers; the console's CSV export asks for this many at once. */
export const MAX_LIST_ROWS = 1000;
