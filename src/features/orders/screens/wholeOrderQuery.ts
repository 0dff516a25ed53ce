/**
 * The cache key of a whole order (lines, totals, history, moves), apart from its summaries.
 * react-admin stores every row a list or a reference fetches as the record getOne would answer
 * (useGetList, useGetManyAggregate) when that key is empty, and with refetch on mount off
 * (docs/settings.md#cache) a screen then shows the row as the record. An order's rows are summaries
 * (OrderListRow: no lines, no totals), fetched by the list and by every order picker or reference
 * (a document's order), so the order screens read and write the whole order under a meta of its own.
 * @example <Edit queryOptions={wholeOrderQuery} mutationOptions={wholeOrderQuery} />
 */
export const wholeOrderQuery = { meta: { record: 'wholeOrder' } };

/**
 * The order screens' read: the whole order, and, as on every record screen, a failure shown on the
 * screen rather than as react-admin's "Element does not exist" toast (docs/guards.md#records-not-found),
 * since a screen's own queryOptions replace the console's defaults.
 * @example <Show queryOptions={wholeOrderRead} />
 */
export const wholeOrderRead = { ...wholeOrderQuery, onError: () => undefined };
