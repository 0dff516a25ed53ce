import { validationMessage, type ValidationKey } from '../engine/validationMessage';
import { z } from 'zod';
import { oneLine } from '../engine/plainText';
import { roleSchema } from './roleSchema';
import { LANGUAGES } from './languages';

// Bodies and answers of the account calls (docs/api.md#calls), shared by the forms and the server's validation.

// Trimmed before the format check: an address pasted with a space around it is still that address.
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(validationMessage('enterAValidEmail')));

// The length rule lives here; the common-password and not-the-e-mail rules need the server's list.
export const newPasswordSchema = z
  .string()
  .min(10, validationMessage('atLeastCharacters', { min: 10 }))
  .max(200, validationMessage('atMostCharacters', { max: 200 }));

const name = (required: ValidationKey) =>
  oneLine(z.string().trim().min(1, validationMessage(required)).max(100));

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, validationMessage('enterYourPassword')).max(200),
});

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: name('firstNameRequired'),
  lastName: name('lastNameRequired'),
});

export const confirmEmailBodySchema = z.object({ token: z.string().min(1).max(200) });

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const verifyResetCodeBodySchema = z.object({ code: z.string().min(1).max(200) });

export const passwordResetBodySchema = z.object({
  code: z.string().min(1).max(200),
  password: newPasswordSchema,
});

/** docs/sessions.md#first-admin: the set-up link's code, alone to check it, with the account to create it. */
export const firstAdminCodeBodySchema = z.object({ code: z.string().min(1).max(200) });

export const firstAdminBodySchema = registerBodySchema.extend(firstAdminCodeBodySchema.shape);

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, validationMessage('enterYourCurrentPassword')).max(200),
  newPassword: newPasswordSchema,
});

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, validationMessage('enterAPhoneNumber'));

export const addressSchema = z.object({
  line1: oneLine(z.string().trim().min(1, validationMessage('streetRequired')).max(200)),
  line2: oneLine(z.string().trim().max(200)).optional().default(''),
  city: oneLine(z.string().trim().min(1, validationMessage('cityRequired')).max(100)),
  region: oneLine(z.string().trim().max(100)).optional().default(''),
  postalCode: oneLine(z.string().trim().max(20)).optional().default(''),
  country: z.string().trim().length(2, validationMessage('chooseACountry')).toUpperCase(),
});

export const languageSchema = z.enum(LANGUAGES);

/** PUT /api/clients/account/language (docs/languages.md#choosing). */
export const accountLanguageBodySchema = z.object({ language: languageSchema });

export const accountProfileBodySchema = z.object({
  firstName: name('firstNameRequired'),
  lastName: name('lastNameRequired'),
  phone: phoneSchema,
});

// docs/domain.md#clients: a profile is complete with first and last name, phone and a postal address with country.
export const completeProfileBodySchema = accountProfileBodySchema.extend({
  address: addressSchema,
});

/** GET /api/clients/profile (docs/sessions.md#profile): what the guards and the shell read of the signed-in user. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  roles: z.array(roleSchema),
  completed: z.boolean(),
  emailConfirmed: z.boolean(),
  avatarUrl: z.string().nullable(),
  language: languageSchema,
  /**
   * How the studio writes dates (docs/languages.md#formats). Only `GET api/clients/profile`
   * answers it: the sign-in answers are followed by that call, which the client makes anyway.
   */
  dates: z
    .object({
      locales: z.object({ en: z.string(), fr: z.string() }),
      timeZone: z.string(),
    })
    .optional(),
});

/** docs/sessions.md#registration: register answers this alike whether or not the address has an account. */
export const registerAnswerSchema = z.object({ message: z.string() });

/** The answer of login and refresh; login copies emailConfirmed into the auth state
 * (docs/sessions.md#login). */
export const sessionAnswerSchema = z.object({
  emailConfirmed: z.boolean(),
  profile: profileSchema,
});

/** GET /api/clients/account. */
export const accountSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  address: addressSchema.nullable(),
  language: languageSchema,
});

export const featuresSchema = z.object({ signUp: z.boolean() });

export type LoginBody = z.infer<typeof loginBodySchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type Profile = z.infer<typeof profileSchema>;
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;
export type Account = z.infer<typeof accountSchema>;
export type Address = z.infer<typeof addressSchema>;
export type Features = z.infer<typeof featuresSchema>;

// Forms ask for a new password twice; the API takes it once, so these stay form-only schemas.
const confirmedPassword = <T extends z.ZodRawShape>(shape: T, field: keyof T & string) =>
  z
    .object({
      ...shape,
      confirmPassword: z.string().min(1, validationMessage('repeatThePassword')),
    })
    .refine(
      (values) => {
        const fields = values as Record<string, unknown>;
        return fields.confirmPassword === fields[field];
      },
      {
        message: validationMessage('passwordsDoNotMatch'),
        path: ['confirmPassword'],
      },
    );

export const registerFormSchema = confirmedPassword(registerBodySchema.shape, 'password');

export const resetPasswordFormSchema = confirmedPassword(
  { password: newPasswordSchema },
  'password',
);

export const changePasswordFormSchema = confirmedPassword(
  changePasswordBodySchema.shape,
  'newPassword',
);
