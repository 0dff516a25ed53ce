import { describe, expect, it } from 'vitest';
import { consoleManifest } from '../../../features/resourceList';
import type { Role } from '../../../shared/roles';
import { mayOpen } from './mayOpen';

const ID = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c0b';

// docs/guards.md#access-denied: who may open which screen of the shell, as the access rules say.
const TABLE: [string, Role, boolean][] = [
  ['/admin/export-to-tls', 'huntingOutfitter', false],
  ['/admin/export-to-tls', 'customerLiaison', true],
  ['/admin/export-to-tls/api-keys', 'customerLiaison', false],
  ['/admin/export-to-tls/api-keys', 'admin', true],
  ['/dashboards', 'huntingOutfitter', true],
  ['/dashboards', 'professionalHunter', false],
  ['/admin/users', 'professionalHunter', false],
  ['/admin/users', 'admin', true],
  ['/admin/users/create', 'customerLiaison', false],
  ['/admin/species', 'client', true],
  ['/admin/species/create', 'client', false],
  [`/admin/species/${ID}`, 'client', false],
  [`/admin/species/${ID}/show`, 'client', true],
  ['/clients/link', 'huntingOutfitter', true],
  ['/clients', 'client', false],
  ['/instruction-registers/farms', 'collector', true],
  ['/instruction-registers/farms', 'client', false],
  [`/instruction-registers/${ID}/show`, 'client', true],
  [`/orders/${ID}`, 'professionalHunter', false],
  [`/orders/${ID}/show`, 'professionalHunter', true],
  ['/', 'client', true],
  ['/account-settings', 'collector', true],
  ['/no/such/page', 'client', true],
];

describe('mayOpen', () => {
  it.each(TABLE)('%s for a %s: %s', (path, role, expected) => {
    expect(mayOpen(consoleManifest, [role], path)).toBe(expected);
  });
});
