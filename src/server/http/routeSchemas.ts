import { z } from 'zod';
import { resourceName } from './resourceName';

// Schemas the routes share, for validation and for the OpenAPI description.

export const idParams = z.object({ id: z.string().max(100) });

/** docs/api.md#error-shape: the one error shape. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const errorAnswers = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};

/** An answer whose body is bytes, not JSON (a download, a PDF), for the OpenAPI description. */
export const binaryBody = z.string().meta({ format: 'binary' });

/** What tags a route in the OpenAPI description: a resource (its plural label) or a tag of its own. */
type RouteOwner = string | { name: string };

/** What a route states of its own; the rest comes from routeSchema. */
interface RouteParts {
  summary: string;
  description?: string;
  consumes?: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The route's own answers; the error answers are merged in. */
  response: Record<number, z.ZodType>;
}

type IdPath = `${string}/:id` | `${string}/:id/${string}`;

/** `idParams` for a path with `:id`, unless the route states params of its own. */
type IdParamsOf<Path extends string, Parts> = Path extends IdPath
  ? Omit<{ params: typeof idParams }, keyof Parts>
  : unknown;

type RouteSchema<Path extends string, Parts extends RouteParts> = { tags: string[] } & IdParamsOf<
  Path,
  Parts
> &
  Omit<Parts, 'response'> & { response: Parts['response'] & typeof errorAnswers };

const ID_SEGMENT = /\/:id(\/|$)/;

/**
 * A route's schema from its parts: tagged by its owner, the error answers (docs/api.md#error-shape)
 * merged into its own, and `idParams` when its path has `:id`, so a route states only what is its
 * own and every route documents its errors alike. A path built from a template needs `as const`, so
 * that its `:id` shows in its type and `request.params.id` is typed.
 * @example app.get(path, { schema: routeSchema(store.definition, path, { summary, response: { 200: record } }) });
 */
export function routeSchema<const Path extends string, const Parts extends RouteParts>(
  owner: RouteOwner,
  path: Path,
  parts: Parts,
): RouteSchema<Path, Parts> {
  const tags = [typeof owner === 'string' ? owner : resourceName(owner, 'many')];
  const ids = ID_SEGMENT.test(path) ? { params: idParams } : {};
  return {
    tags,
    ...ids,
    ...parts,
    response: { ...parts.response, ...errorAnswers },
    // The conditional params are decided by the path at run time; the type says the same.
  } as RouteSchema<Path, Parts>;
}
