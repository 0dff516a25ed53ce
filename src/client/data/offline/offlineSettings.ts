import type { Profile } from '../../../shared/authCalls';
import type { Role } from '../../../shared/roles';
import { irAsCreated } from '../../../features/instruction-registers/irAsCreated';
import type { ApiRecord } from './queuedWrite';

/**
 * docs/offline.md#opting-in: the resources (API names) whose creates and edits wait in the browser
 * when there is no network. One line per resource.
 */
export const offlineResources: readonly string[] = ['farms', 'instruction-registers'];

/**
 * docs/offline.md#writes: a resource whose API adds fields of its own to a create (a number, a
 * status, lines...) says here what a create that waits answers the screen; the others answer the
 * body at version 1.
 */
export const createdOffline: Readonly<
  Record<string, (body: ApiRecord, user: Pick<Profile, 'id' | 'fullName'>) => ApiRecord>
> = { 'instruction-registers': irAsCreated };

/** docs/offline.md#who-gets-it: the roles whose browser loads the offline layer (the phone at the farm). */
export const offlineRoles: readonly Role[] = ['collector'];
