import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useInput, useTranslate, type InputProps } from 'react-admin';
import { translateMessage } from '../../client/i18n/translateMessage';

const joined = (texts: unknown) => (Array.isArray(texts) ? texts.join(', ') : '');
const split = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

// How the field looks where it sits (dense in a table cell); the value and its label stay this input's.
type FieldLook = Pick<
  TextFieldProps,
  'size' | 'hiddenLabel' | 'margin' | 'fullWidth' | 'sx' | 'placeholder'
> & { helperText?: string | false };

/**
 * A list of short texts (tag numbers, permit numbers) typed in one field, separated by commas.
 * The field keeps what the user types (a trailing comma, a space) and the form holds the list.
 * @example <TextListInput source="tagNumbers" label="Tag numbers" />
 */
export function TextListInput({
  label,
  readOnly,
  helperText = 'portal.engine.textList.helper',
  size,
  hiddenLabel,
  margin,
  fullWidth,
  sx,
  placeholder,
  ...props
}: Omit<InputProps, 'helperText'> & FieldLook & { label: string; readOnly?: boolean }) {
  const translate = useTranslate();
  const { field, fieldState, id, isRequired } = useInput(props);
  const [text, setText] = useState(() => joined(field.value));
  // A value set from outside (a reset, a loaded record) replaces what is typed.
  const shown = joined(split(text)) === joined(field.value) ? text : joined(field.value);
  const error =
    fieldState.invalid && fieldState.error?.message
      ? translateMessage(translate, fieldState.error.message)
      : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      label={translate(label, { _: label })}
      value={shown}
      required={isRequired}
      disabled={props.disabled}
      slotProps={{ input: { readOnly } }}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(split(event.target.value));
      }}
      error={Boolean(error)}
      helperText={error ?? (helperText ? translate(helperText, { _: helperText }) : undefined)}
      {...{ size, hiddenLabel, margin, fullWidth, sx, placeholder }}
    />
  );
}
