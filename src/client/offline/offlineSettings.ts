import type { Role } from '../../../resources/roles';

/**
 * docs/offline.md#opting-in: the resources (API names) whose creates and edits wait in the browser
 * when there is no network. One line per resource.
 */
export const offlineResources: readonly string[] = ['farms', 'instruction-registers'];

/** docs/offline.md#who-gets-it: the roles whose browser loads the offline layer (the phone at the farm). */
export const offlineRoles: readonly Role[] = ['collector'];
