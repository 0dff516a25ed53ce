import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/authCalls';
import type { Role } from '../../../shared/roles';
import { cacheTags } from '../../data/http/cacheTags';
import type { AccountApi } from './accountApi';
import { createAuthProvider } from './authProvider';

function providerFor(roles: Role[]) {
  const queryClient = new QueryClient();
  const profile: Profile = {
    id: 'u1',
    email: 'someone@example.com',
    firstName: 'Some',
    lastName: 'One',
    fullName: 'Some One',
    roles,
    completed: true,
    emailConfirmed: true,
    avatarUrl: null,
    language: 'en',
  };
  queryClient.setQueryData(cacheTags.user, profile);
  // The profile is cached, so no account call is made.
  return createAuthProvider({ account: {} as AccountApi, queryClient });
}

// docs/roles-and-access.md#server-enforcement: the console shows a screen or button only where the resource's policy admits it.
describe('authProvider.canAccess follows the resource access policies', () => {
  it.each([
    [['customerLiaison'], 'admin/species', 'create', true],
    [['huntingOutfitter'], 'admin/species', 'list', true],
    [['huntingOutfitter'], 'admin/species', 'edit', false],
    [['huntingOutfitter'], 'clients', 'create', true],
    [['huntingOutfitter'], 'clients', 'delete', false],
    [['collector'], 'admin/species', 'edit', false],
    [['collector'], 'instruction-registers/farms', 'create', true],
    [['customerLiaison'], 'admin/users', 'list', false],
    [['admin'], 'admin/users', 'list', true],
    [['client'], 'orders', 'edit', true],
    [['collector'], 'orders', 'edit', false],
    [['professionalHunter'], 'orders', 'create', false],
  ] as const)('%j on %s may %s: %s', async (roles, resource, action, allowed) => {
    expect(await providerFor([...roles]).canAccess!({ resource, action })).toBe(allowed);
  });
});
