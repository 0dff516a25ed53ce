import { useMemo } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/LanguageProvider';
import { countries } from './countries';
import {
  addressFieldSpecs,
  newPasswordSpecs,
  personFieldSpecs,
  prefixed,
  type PasswordKind,
} from './fieldSpecs';
import { TextInput } from './TextInput';

// The account inputs of every account form, in the shell or not; the specs say how each is
// labelled, with the message of each label in the user's language.

type FieldsProps<T extends FieldValues> = { control: Control<T> };
const { email, firstName, lastName, phone } = personFieldSpecs;

export function EmailField<T extends FieldValues>(props: FieldsProps<T> & { autoFocus?: boolean }) {
  const { translate } = useTranslation();
  return (
    <TextInput {...props} {...email} name={email.name as Path<T>} label={translate(email.label)} />
  );
}

/** First and last name side by side, and the phone when the form asks for it. */
export function PersonFields<T extends FieldValues>(
  props: FieldsProps<T> & { withPhone?: boolean; autoFocus?: boolean },
) {
  const { control } = props;
  const { translate } = useTranslation();
  return (
    <>
      <div className="form-row">
        <TextInput
          control={control}
          {...firstName}
          name={firstName.name as Path<T>}
          label={translate(firstName.label)}
          autoFocus={props.autoFocus}
        />
        <TextInput
          control={control}
          {...lastName}
          name={lastName.name as Path<T>}
          label={translate(lastName.label)}
        />
      </div>
      {props.withPhone && (
        <TextInput
          control={control}
          {...phone}
          name={phone.name as Path<T>}
          label={translate(phone.label)}
        />
      )}
    </>
  );
}

/** A new password and its repetition (`confirmPassword`), as the form schemas pair them. */
export function NewPasswordFields<T extends FieldValues>(
  props: FieldsProps<T> & { name: Path<T>; kind: PasswordKind; autoFocus?: boolean },
) {
  const { translate } = useTranslation();
  const specs = newPasswordSpecs(props.kind);
  return (
    <>
      <TextInput
        control={props.control}
        {...specs.password}
        name={props.name}
        label={translate(specs.password.label)}
        helperText={translate(specs.password.helperText)}
        autoFocus={props.autoFocus}
      />
      <TextInput
        control={props.control}
        {...specs.confirmPassword}
        name={specs.confirmPassword.name as Path<T>}
        label={translate(specs.confirmPassword.label)}
      />
    </>
  );
}

/** The postal address inputs under `prefix` (e.g. 'address.'), the country as a select. */
export function AddressFields<T extends FieldValues>(props: FieldsProps<T> & { prefix?: string }) {
  const { translate, locale } = useTranslation();
  const countryOptions = useMemo(
    () => countries(locale).map((country) => ({ value: country.code, label: country.name })),
    [locale],
  );
  const field = (key: keyof typeof addressFieldSpecs) => ({
    control: props.control,
    ...addressFieldSpecs[key],
    name: prefixed(props.prefix, addressFieldSpecs[key].name) as Path<T>,
    label: translate(addressFieldSpecs[key].label),
  });
  return (
    <>
      <TextInput {...field('line1')} />
      <TextInput {...field('line2')} />
      <div className="form-row">
        <TextInput {...field('city')} />
        <TextInput {...field('postalCode')} />
      </div>
      <div className="form-row">
        <TextInput {...field('region')} />
        <TextInput {...field('country')} options={countryOptions} />
      </div>
    </>
  );
}
