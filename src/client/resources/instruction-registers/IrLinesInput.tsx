import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { choicesOf } from '../../../../resources/engine/fieldInput';
import { IR_PART_KEYS, IR_SEX_KEYS } from '../../../../resources/irStatuses';
import { routeOf } from '../engine/dataProvider';
import { PhotoInput } from './PhotoInput';

// A new line's fields start empty, not null: the schema wants text (react-admin parses '' to null).
const text = { defaultValue: '', parse: (value: string) => value };

/**
 * One block per animal, one column (docs/instruction-registers.md#lines); staff also check each
 * line in at the studio.
 */
export function IrLinesInput({ staff }: { staff: boolean }) {
  return (
    <ArrayInput source="lines" label="Animals">
      <SimpleFormIterator fullWidth addButton={undefined} disableReordering>
        <ReferenceInput source="speciesId" reference={routeOf('species')}>
          <AutocompleteInput label="Species" fullWidth />
        </ReferenceInput>
        <SelectInput
          source="sex"
          label="Sex"
          choices={choicesOf(IR_SEX_KEYS)}
          defaultValue="unknown"
        />
        <TextInput {...text} source="tagNumber" label="Tag number" />
        <TextInput
          source="permitNumbers"
          label="Permit numbers (comma between)"
          defaultValue={[]}
          format={(v?: string[]) => (Array.isArray(v) ? v.join(', ') : '')}
          parse={(v: string) =>
            v
              .split(',')
              .map((one) => one.trim())
              .filter(Boolean)
          }
        />
        <CheckboxGroupInput
          defaultValue={[]}
          source="parts"
          label="Parts received"
          choices={choicesOf(IR_PART_KEYS)}
        />
        <ReferenceInput source="trophyTypeId" reference={routeOf('trophy-types')}>
          <AutocompleteInput label="Hunter's instruction (trophy type)" fullWidth />
        </ReferenceInput>
        <TextInput {...text} source="instruction" label="Instruction notes" multiline fullWidth />
        <ArrayInput source="measurements" label="Measurements" defaultValue={[]}>
          <SimpleFormIterator inline disableReordering>
            <TextInput {...text} source="name" label="What" helperText={false} />
            <TextInput {...text} source="value" label="Measure" helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput {...text} source="conditionNotes" label="Condition notes" multiline fullWidth />
        <PhotoInput source="photoFileIds" defaultValue={[]} />
        {staff && (
          <BooleanInput defaultValue={false} source="checkedIn" label="Checked in at the studio" />
        )}
        {staff && (
          <TextInput {...text} source="discrepancies" label="Discrepancies" multiline fullWidth />
        )}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
