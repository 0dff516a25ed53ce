import {
  FunctionField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  TextField,
  useTranslate,
} from 'react-admin';
import type { FieldInput } from '../fieldInput';
import { BooleanChip } from './BooleanChip';
import { routeOf } from './dataProvider';
import { DateText } from '../../client/common/DateText';

export interface EngineFieldProps {
  source: string;
  /** The message key of its label (fieldLabel). */
  label: string;
  input: FieldInput | undefined;
  sortable: boolean;
}

/** The list column for a definition's field, matching how the field is edited. */
export function EngineField({ source, label, input, sortable }: EngineFieldProps) {
  const translate = useTranslate();
  const common = { source, label, sortable };
  switch (input?.kind) {
    case 'boolean':
      return <BooleanChip {...common} />;
    case 'date':
      return <DateText {...common} />;
    case 'dateTime':
      return <DateText {...common} showTime />;
    case 'number':
      return <NumberField {...common} />;
    case 'select':
      return <SelectField {...common} choices={[...input.choices]} />;
    case 'selectMany': {
      const names = new Map(input.choices.map((choice) => [choice.id, choice.name]));
      return (
        <FunctionField
          {...common}
          render={(record: Record<string, string[]>) =>
            (record[source] ?? [])
              .map((id) => {
                const name = names.get(id);
                return name ? translate(name, { _: name }) : id;
              })
              .join(', ')
          }
        />
      );
    }
    case 'textList':
      return (
        <FunctionField
          {...common}
          render={(record: Record<string, string[]>) => (record[source] ?? []).join(', ')}
        />
      );
    case 'reference':
      return input.many ? (
        <ReferenceArrayField {...common} reference={routeOf(input.resource)} />
      ) : (
        <ReferenceField {...common} reference={routeOf(input.resource)} />
      );
    default:
      return <TextField {...common} />;
  }
}
