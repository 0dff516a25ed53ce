import type { ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { StudioPicker } from './StudioPicker';

export interface PickerInputProps extends InputProps {
  label?: ReactNode;
  helperText?: ReactNode;
  fullWidth?: boolean;
}

/**
 * A react-admin input over the studio's pickers: the field and its validators are registered at
 * once, whether or not the picker's code has loaded yet.
 */
export function PickerInput({
  kind,
  label,
  helperText,
  fullWidth,
  ...props
}: PickerInputProps & { kind: 'day' | 'moment' }) {
  const { field, fieldState, id, isRequired } = useInput(props);
  return (
    <StudioPicker
      kind={kind}
      id={id}
      name={field.name}
      label={
        label === false || label === '' ? null : (
          <FieldTitle
            label={label}
            source={props.source}
            resource={props.resource}
            isRequired={isRequired}
          />
        )
      }
      helperText={
        helperText !== false || fieldState.invalid ? (
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        ) : null
      }
      error={fieldState.invalid}
      fullWidth={fullWidth}
      disabled={props.disabled || props.readOnly}
      value={field.value as string | null | undefined}
      onChange={field.onChange}
      passUnfinished
      onBlur={field.onBlur}
    />
  );
}
