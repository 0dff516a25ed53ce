import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { API_PREFIX, METRICS_PATH } from '../../shared/apiPaths';

const LABELS = ['method', 'route', 'status_code'] as const;

// A label value per route pattern (`/api/orders/:id`), never per URL, so ids add no series. The
// built client's files are a route each, and its pages and unknown paths have none: two values.
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'no route';
  const served = pattern.startsWith(`${API_PREFIX}/`) || pattern === METRICS_PATH;
  return served ? pattern : 'client files';
}

/**
 * Counts every answer and times it, by method, route pattern and status.
 * @example httpMetrics(app, registry);
 */
export function httpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answers sent, by method, route pattern and status',
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status',
    labelNames: LABELS,
    // prom-client's default buckets up to 10 s, and 30 s: the browser gives up on a call then.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeLabel(request),
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}
