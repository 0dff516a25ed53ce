import { describe, expect, it } from 'vitest';
import { clients } from '../features/clients/definition';
import { canAccessResource } from '../features/resourceList';
import { canAccess, rowScopesFor } from './access';

describe('access policy helpers', () => {
  it('grants an action when any of the roles grants it', () => {
    expect(canAccess(['client', 'huntingOutfitter'], clients.access, 'create')).toBe(true);
    expect(canAccess(['client'], clients.access, 'create')).toBe(false);
  });

  it('sees every row when any role sees every row, else the union of the scopes', () => {
    expect(rowScopesFor(['huntingOutfitter', 'admin'], clients.access, 'list')).toBe('all');
    expect(rowScopesFor(['huntingOutfitter'], clients.access, 'read')).toEqual([
      { userIn: 'outfitterIds' },
    ]);
    expect(rowScopesFor(['collector'], clients.access, 'list')).toEqual([]);
  });

  it('maps react-admin actions and finds a resource by route or API name', () => {
    expect(canAccessResource(['customerLiaison'], 'admin/species', 'edit')).toBe(true);
    expect(canAccessResource(['collector'], 'species', 'edit')).toBe(false);
    expect(canAccessResource(['collector'], 'instruction-registers/farms', 'create')).toBe(true);
    expect(canAccessResource(['admin'], 'no-such-resource', 'list')).toBe(false);
  });

  it('answers calls beyond CRUD from the definition: only outfitters link clients', () => {
    expect(canAccessResource(['huntingOutfitter'], 'clients', 'link')).toBe(true);
    expect(canAccessResource(['admin', 'customerLiaison'], 'clients', 'link')).toBe(false);
  });
});
