import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/LanguageProvider';
import { translateMessage } from '../../i18n/translateMessage';
import './forms.css';

interface TextInputProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  helperText?: string;
  /** Options make it a select (the country), the first option empty. */
  options?: { value: string; label: string }[];
}

/**
 * A labelled input bound to react-hook-form, plain elements so that the login page loads no MUI; its
 * validation message shows under the field, in place of the helper text.
 */
export function TextInput<T extends FieldValues>(props: TextInputProps<T>) {
  const id = useId();
  const { control, name, label, helperText, options, ...inputProps } = props;
  const { translate } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const message: ReactNode = error ? translateMessage(translate, error) : helperText;
        const common = {
          ...field,
          id,
          value: field.value ?? '',
          'aria-invalid': Boolean(fieldState.error),
          'aria-describedby': message ? `${id}-help` : undefined,
          className: 'form-input',
        };
        return (
          <div className={fieldState.error ? 'form-field form-field-error' : 'form-field'}>
            <label htmlFor={id}>{label}</label>
            {options ? (
              <select {...common} autoComplete={inputProps.autoComplete}>
                <option value="" />
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...inputProps} {...common} />
            )}
            {message && (
              <p id={`${id}-help`} className="form-help">
                {message}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
