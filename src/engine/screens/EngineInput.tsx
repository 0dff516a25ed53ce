import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import type { FieldInput } from '../fieldInput';
import { CountryInput } from '../../client/common/CountryInput';
import { DateInput } from '../../client/common/DateInput';
import { DateTimeInput } from '../../client/common/DateTimeInput';
import { routeOf } from './dataProvider';
import { ImageUrlInput } from './ImageUrlInput';
import { MoneyInput } from './MoneyInput';
import { TextListInput } from './TextListInput';

export interface EngineInputProps {
  source: string;
  /** The message key of its label (fieldLabel); a row's fields are keyed under it. */
  label: string;
  input: FieldInput;
  /** A form reads its record: kinds shown only (`readOnly`) are disabled there. */
  disabled?: boolean;
}

// The schemas keep an empty text as '' (react-admin's default turns it into null).
const keepText = (value: string) => value;

/** The react-admin input for a definition's field, picked by how the definition says it is edited. */
export function EngineInput({ source, label, input, disabled }: EngineInputProps) {
  const common = { source, label, disabled };
  switch (input.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          parse={keepText}
          multiline={input.multiline}
          fullWidth={input.multiline}
        />
      );
    case 'country':
      return <CountryInput {...common} />;
    case 'email':
      return <TextInput {...common} parse={keepText} type="email" />;
    case 'readOnly':
      return <TextInput {...common} disabled />;
    case 'number':
      return <NumberInput {...common} min={input.min} max={input.max} />;
    case 'money':
      return <MoneyInput {...common} currencySource={input.currencyFrom} />;
    case 'date':
      // The shell's date input holds docs/settings.md#date-range (1900-01-01 to 2099-12-31).
      return <DateInput {...common} />;
    case 'dateTime':
      return <DateTimeInput {...common} />;
    case 'textList':
      return <TextListInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'select':
      return <SelectInput {...common} choices={[...input.choices]} />;
    case 'selectMany':
      return <SelectArrayInput {...common} choices={[...input.choices]} />;
    case 'reference':
      return input.many ? (
        <ReferenceArrayInput source={source} reference={routeOf(input.resource)}>
          <AutocompleteArrayInput label={label} disabled={disabled} />
        </ReferenceArrayInput>
      ) : (
        <ReferenceInput source={source} reference={routeOf(input.resource)}>
          <AutocompleteInput label={label} disabled={disabled} />
        </ReferenceInput>
      );
    case 'image':
      return <ImageUrlInput {...common} />;
    case 'rows':
      return (
        <ArrayInput source={source} label={label}>
          <SimpleFormIterator inline>
            {Object.entries(input.inputs).map(([child, childInput]) => (
              <EngineInput
                key={child}
                source={child}
                label={`${label}.${child}`}
                input={childInput}
              />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
  }
}
