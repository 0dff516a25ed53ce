import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountLanguageBodySchema,
  accountProfileBodySchema,
  accountSchema,
  addressSchema,
  completeProfileBodySchema,
  profileSchema,
} from '../../../shared/authCalls';
import { apiPaths } from '../../../shared/apiPaths';
import { toAccount, updateAccount } from '../../auth/account';
import { findUserById, type UserRow } from '../../auth/findUser';
import { requireUser, signedInUser } from '../../auth/caller';
import { toProfile } from '../../auth/profile';
import { HttpError } from '../../http/httpError';

// The account was deleted while its session lived on.
function existing(user: UserRow | undefined): UserRow {
  if (!user) throw new HttpError(401, 'errors.status.signIn');
  return user;
}

/** docs/sessions.md#account-settings: the account settings (profile, address) and the completion of a new client's profile. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { 200: accountSchema };

  app.get(
    apiPaths.clients.account,
    { onRequest: requireUser, schema: { response: answer } },
    async (request) => {
      return toAccount(existing(await findUserById(app.db, signedInUser(request).id)));
    },
  );

  // Names, phone and address in one call: what the profile completion form sends.
  app.put(
    apiPaths.clients.account,
    { onRequest: requireUser, schema: { body: completeProfileBodySchema, response: answer } },
    async (request) => {
      const user = await updateAccount(app.db, signedInUser(request).id, request.body);
      return toAccount(existing(user));
    },
  );

  app.put(
    apiPaths.clients.accountProfile,
    { onRequest: requireUser, schema: { body: accountProfileBodySchema, response: answer } },
    async (request) => {
      const user = await updateAccount(app.db, signedInUser(request).id, request.body);
      return toAccount(existing(user));
    },
  );

  app.put(
    apiPaths.clients.accountAddress,
    { onRequest: requireUser, schema: { body: addressSchema, response: answer } },
    async (request) => {
      const user = await updateAccount(app.db, signedInUser(request).id, {
        address: request.body,
      });
      return toAccount(existing(user));
    },
  );

  // docs/languages.md#choosing: the language is saved on its own, so a choice never waits on the other fields.
  app.put(
    apiPaths.clients.accountLanguage,
    { onRequest: requireUser, schema: { body: accountLanguageBodySchema, response: answer } },
    async (request) => {
      const user = await updateAccount(app.db, signedInUser(request).id, request.body);
      return toAccount(existing(user));
    },
  );

  // docs/domain.md#clients: a client who signs up completes the profile here; the answer is complete.
  app.post(
    apiPaths.clients.complete,
    {
      onRequest: requireUser,
      schema: { body: completeProfileBodySchema, response: { 200: profileSchema } },
    },
    async (request) => {
      const user = await updateAccount(app.db, signedInUser(request).id, request.body);
      return toProfile(existing(user));
    },
  );
};
