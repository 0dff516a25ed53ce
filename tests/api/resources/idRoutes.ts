import type { FastifyInstance } from 'fastify';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** One call on a record beyond CRUD (an order's transitions, an IR's quote), from the API description. */
export interface IdRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path with `{id}` for the record's id. */
  path: string;
  body?: Record<string, unknown>;
}

/** A value the schema takes, so a call gets past validation to the record's access check. */
function valueOf(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return valueOf(schema.anyOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return Object.fromEntries(
      (schema.required ?? []).map((field) => [field, valueOf(schema.properties![field]!)]),
    );
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  return schema.format === 'uuid' ? crypto.randomUUID() : 'x';
}

/**
 * The calls on `/api/{resource}/{id}/…` the API describes (docs/api.md), with a body of the
 * required fields.
 * @example const routes = await idRoutes(app); routes.get('orders') // [{ method: 'POST', path: '/api/orders/{id}/transitions', body }]
 */
export async function idRoutes(app: FastifyInstance): Promise<Map<string, IdRoute[]>> {
  const description = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const byResource = new Map<string, IdRoute[]>();
  for (const [path, methods] of Object.entries(description.paths)) {
    const match = /^\/api\/(.+)\/\{id\}\/[^{}]+$/.exec(path);
    if (!match) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const routes = byResource.get(match[1]!) ?? [];
      routes.push({
        method: method.toUpperCase() as IdRoute['method'],
        path,
        ...(schema && { body: valueOf(schema) as Record<string, unknown> }),
      });
      byResource.set(match[1]!, routes);
    }
  }
  return byResource;
}
