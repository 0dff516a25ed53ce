import { Stack } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { newPasswordSpecs, personFieldSpecs } from './fieldSpecs';
import { FormTextField } from './FormTextField';

// The account inputs of the forms inside the shell (MUI); the specs say how each is labelled.

type FieldsProps<T extends FieldValues> = { control: Control<T> };
const { email, firstName, lastName, phone } = personFieldSpecs;

export function EmailField<T extends FieldValues>(props: FieldsProps<T> & { autoFocus?: boolean }) {
  return (
    <FormTextField
      control={props.control}
      {...email}
      name={email.name as Path<T>}
      autoFocus={props.autoFocus}
    />
  );
}

/** First and last name side by side, and the phone when the form asks for it. */
export function PersonFields<T extends FieldValues>(
  props: FieldsProps<T> & { withPhone?: boolean; autoFocus?: boolean },
) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
        <FormTextField
          control={props.control}
          {...firstName}
          name={firstName.name as Path<T>}
          autoFocus={props.autoFocus}
        />
        <FormTextField control={props.control} {...lastName} name={lastName.name as Path<T>} />
      </Stack>
      {props.withPhone && (
        <FormTextField control={props.control} {...phone} name={phone.name as Path<T>} />
      )}
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
      <FormTextField
        control={props.control}
        {...specs.password}
        name={props.name}
        autoFocus={props.autoFocus}
      />
      <FormTextField
        control={props.control}
        {...specs.confirmPassword}
        name={specs.confirmPassword.name as Path<T>}
      />
    </>
  );
}
