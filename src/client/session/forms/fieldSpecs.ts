// The inputs several account forms share (sign-up, complete profile, account settings), labelled
// and autocompleted one way; each label is a message of src/client/i18n/<language>/forms.ts.

export const personFieldSpecs = {
  email: {
    name: 'email',
    label: 'portal.forms.fields.email',
    type: 'email',
    autoComplete: 'email',
  },
  firstName: {
    name: 'firstName',
    label: 'portal.forms.fields.firstName',
    autoComplete: 'given-name',
  },
  lastName: {
    name: 'lastName',
    label: 'portal.forms.fields.lastName',
    autoComplete: 'family-name',
  },
  phone: { name: 'phone', label: 'portal.forms.fields.phone', type: 'tel', autoComplete: 'tel' },
} as const;

/** The postal address inputs of the Address schema, in the order the forms show them. */
export const addressFieldSpecs = {
  line1: { name: 'line1', label: 'portal.forms.fields.line1', autoComplete: 'address-line1' },
  line2: { name: 'line2', label: 'portal.forms.fields.line2', autoComplete: 'address-line2' },
  city: { name: 'city', label: 'portal.forms.fields.city', autoComplete: 'address-level2' },
  postalCode: {
    name: 'postalCode',
    label: 'portal.forms.fields.postalCode',
    autoComplete: 'postal-code',
  },
  region: { name: 'region', label: 'portal.forms.fields.region', autoComplete: 'address-level1' },
  country: { name: 'country', label: 'portal.forms.fields.country', autoComplete: 'country' },
} as const;

/** How a form names the password it asks for: the sign-up's password or a new one. */
export type PasswordKind = 'password' | 'newPassword';

/** A new password and its repetition (`confirmPassword`), as the form schemas pair them. */
export const newPasswordSpecs = (kind: PasswordKind) => ({
  password: {
    label: `portal.forms.passwords.${kind}.label`,
    type: 'password',
    autoComplete: 'new-password',
    helperText: 'portal.forms.passwords.helper',
  },
  confirmPassword: {
    name: 'confirmPassword',
    label: `portal.forms.passwords.${kind}.repeat`,
    type: 'password',
    autoComplete: 'new-password',
  },
});

/** Where a field of a nested value lives: `addressName('address.', 'city')` -> 'address.city'. */
export const prefixed = (prefix: string | undefined, name: string) => `${prefix ?? ''}${name}`;
