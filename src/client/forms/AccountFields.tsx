import type { Control, FieldValues, Path } from 'react-hook-form';
import { countries } from './countries';
import { addressFieldSpecs, newPasswordSpecs, personFieldSpecs, prefixed } from './fieldSpecs';
import { TextInput } from './TextInput';

// The account inputs of every account form, in the shell or not; the specs say how each is labelled.

type FieldsProps<T extends FieldValues> = { control: Control<T> };
const { email, firstName, lastName, phone } = personFieldSpecs;
const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));

export function EmailField<T extends FieldValues>(props: FieldsProps<T> & { autoFocus?: boolean }) {
  return <TextInput {...props} {...email} name={email.name as Path<T>} />;
}

/** First and last name side by side, and the phone when the form asks for it. */
export function PersonFields<T extends FieldValues>(
  props: FieldsProps<T> & { withPhone?: boolean; autoFocus?: boolean },
) {
  const { control } = props;
  return (
    <>
      <div className="form-row">
        <TextInput
          control={control}
          {...firstName}
          name={firstName.name as Path<T>}
          autoFocus={props.autoFocus}
        />
        <TextInput control={control} {...lastName} name={lastName.name as Path<T>} />
      </div>
      {props.withPhone && <TextInput control={control} {...phone} name={phone.name as Path<T>} />}
    </>
  );
}

/** A new password and its repetition (`confirmPassword`), as the form schemas pair them. */
export function NewPasswordFields<T extends FieldValues>(
  props: FieldsProps<T> & { name: Path<T>; label: string; autoFocus?: boolean },
) {
  const specs = newPasswordSpecs(props.label);
  return (
    <>
      <TextInput
        control={props.control}
        {...specs.password}
        name={props.name}
        autoFocus={props.autoFocus}
      />
      <TextInput
        control={props.control}
        {...specs.confirmPassword}
        name={specs.confirmPassword.name as Path<T>}
      />
    </>
  );
}

/** The postal address inputs under `prefix` (e.g. 'address.'), the country as a select. */
export function AddressFields<T extends FieldValues>(props: FieldsProps<T> & { prefix?: string }) {
  const field = (key: keyof typeof addressFieldSpecs) => ({
    control: props.control,
    ...addressFieldSpecs[key],
    name: prefixed(props.prefix, addressFieldSpecs[key].name) as Path<T>,
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
