import { Stack } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './FormTextField';

// The inputs several account forms share, so each is labelled and autocompleted one way.

type FieldsProps<T extends FieldValues> = { control: Control<T> };

export function EmailField<T extends FieldValues>(props: FieldsProps<T> & { autoFocus?: boolean }) {
  return (
    <FormTextField
      control={props.control}
      name={'email' as Path<T>}
      label="E-mail"
      type="email"
      autoComplete="email"
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
          name={'firstName' as Path<T>}
          label="First name"
          autoComplete="given-name"
          autoFocus={props.autoFocus}
        />
        <FormTextField
          control={props.control}
          name={'lastName' as Path<T>}
          label="Last name"
          autoComplete="family-name"
        />
      </Stack>
      {props.withPhone && (
        <FormTextField
          control={props.control}
          name={'phone' as Path<T>}
          label="Phone"
          type="tel"
          autoComplete="tel"
        />
      )}
    </>
  );
}

/** A new password and its repetition (`confirmPassword`), as the form schemas pair them. */
export function NewPasswordFields<T extends FieldValues>(
  props: FieldsProps<T> & { name: Path<T>; label: string; autoFocus?: boolean },
) {
  return (
    <>
      <FormTextField
        control={props.control}
        name={props.name}
        label={props.label}
        type="password"
        autoComplete="new-password"
        helperText="At least 10 characters; not your e-mail address."
        autoFocus={props.autoFocus}
      />
      <FormTextField
        control={props.control}
        name={'confirmPassword' as Path<T>}
        label={`Repeat the ${props.label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
