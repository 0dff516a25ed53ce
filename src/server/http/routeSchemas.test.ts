import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswers, idParams, routeSchema } from './routeSchemas';

const record = z.object({ id: z.string() });

describe('routeSchema', () => {
  it("tags a resource's route with its plural name, and another route with its own tag", () => {
    const resource = { name: 'orders' };
    expect(routeSchema(resource, '/api/orders', { summary: 's', response: {} }).tags).toEqual([
      'Orders',
    ]);
    expect(routeSchema('Files', '/api/files', { summary: 's', response: {} }).tags).toEqual([
      'Files',
    ]);
  });

  it("merges the error answers into the route's own", () => {
    const schema = routeSchema('T', '/api/t', { summary: 's', response: { 201: record } });
    expect(schema.response).toEqual({ 201: record, ...errorAnswers });
  });

  it('takes idParams for a path with :id, at its end or before more segments', () => {
    for (const path of ['/api/t/:id', '/api/t/:id/transitions'] as const) {
      expect(routeSchema('T', path, { summary: 's', response: {} }).params).toBe(idParams);
    }
    expect(routeSchema('T', '/api/t/:identity', { summary: 's', response: {} })).not.toHaveProperty(
      'params',
    );
    expect(routeSchema('T', '/api/t', { summary: 's', response: {} })).not.toHaveProperty('params');
  });

  it('keeps params the route states itself', () => {
    const own = z.object({ id: z.uuid() });
    expect(routeSchema('T', '/api/t/:id', { summary: 's', params: own, response: {} }).params).toBe(
      own,
    );
  });
});
