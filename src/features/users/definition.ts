import { validationMessage } from '../../engine/validationMessage';
import { z } from 'zod';
import { emailSchema } from '../../shared/authCalls';
import { defineResource } from '../../engine/defineResource';
import { choicesOf } from '../../engine/fieldInput';
import { recordBase, requiredText, versionSchema } from '../../engine/fields';
import { roleSchema } from '../../shared/roleSchema';
import { ROLE_KEYS } from '../../shared/roles';

// docs/domain.md#users, docs/sessions.md#password-reset: admins invite users (an e-mail to set a
// password), edit their roles and disable them.
const rolesSchema = z
  .array(roleSchema)
  .min(1, validationMessage('chooseAtLeastOneRole'))
  .max(6)
  .refine((roles) => new Set(roles).size === roles.length, validationMessage('chooseEachRoleOnce'));

const userCreateBody = z.object({
  email: emailSchema,
  firstName: requiredText('firstNameRequired', 100),
  lastName: requiredText('lastNameRequired', 100),
  roles: rolesSchema,
});

const userUpdateBody = z.object({
  firstName: requiredText('firstNameRequired', 100),
  lastName: requiredText('lastNameRequired', 100),
  roles: rolesSchema,
  disabled: z.boolean(),
  version: versionSchema,
});

export const users = defineResource({
  name: 'users',
  route: 'admin/users',
  title: 'fullName',
  record: z.object({
    ...recordBase,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    roles: z.array(roleSchema),
    disabled: z.boolean(),
    emailConfirmed: z.boolean(),
    /** Invited and not yet set a password. */
    invitationPending: z.boolean(),
  }),
  create: userCreateBody,
  update: userUpdateBody,
  inputs: {
    email: { kind: 'email' },
    firstName: { kind: 'text' },
    lastName: { kind: 'text' },
    roles: { kind: 'selectMany', choices: choicesOf(ROLE_KEYS) },
    disabled: { kind: 'boolean' },
  },
  list: {
    columns: ['fullName', 'email', 'roles', 'disabled', 'emailConfirmed'],
    sortable: ['fullName', 'email'],
    defaultSort: { field: 'fullName', order: 'ASC' },
    search: ['fullName', 'email'],
    filters: ['roles', 'disabled'],
  },
  // docs/roles-and-access.md#per-resource: managing users is the admin's alone. Rows are never deleted, only disabled, so
  // orders and the audit trail keep who did what.
  navigation: { label: 'resources.users.drawer', drawer: { anyOf: ['admin'] } },
  access: { admin: { actions: ['list', 'read', 'create', 'update'] } },
});

export type User = z.infer<typeof users.record>;
