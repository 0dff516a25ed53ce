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
import { IR_PART_LABELS, IR_SEX_LABELS } from '../../../../resources/irStatuses';
import { routeOf } from '../engine/dataProvider';
import { PhotoInput } from './PhotoInput';

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
        <SelectInput source="sex" label="Sex" choices={choicesOf(IR_SEX_LABELS)} />
        <TextInput source="tagNumber" label="Tag number" />
        <TextInput
          source="permitNumbers"
          label="Permit numbers (comma between)"
          format={(v?: string[]) => (v ?? []).join(', ')}
          parse={(v: string) =>
            v
              .split(',')
              .map((one) => one.trim())
              .filter(Boolean)
          }
        />
        <CheckboxGroupInput
          source="parts"
          label="Parts received"
          choices={choicesOf(IR_PART_LABELS)}
        />
        <ReferenceInput source="trophyTypeId" reference={routeOf('trophy-types')}>
          <AutocompleteInput label="Hunter's instruction (trophy type)" fullWidth />
        </ReferenceInput>
        <TextInput source="instruction" label="Instruction notes" multiline fullWidth />
        <ArrayInput source="measurements" label="Measurements">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="name" label="What" helperText={false} />
            <TextInput source="value" label="Measure" helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput source="conditionNotes" label="Condition notes" multiline fullWidth />
        <PhotoInput source="photoFileIds" />
        {staff && <BooleanInput source="checkedIn" label="Checked in at the studio" />}
        {staff && <TextInput source="discrepancies" label="Discrepancies" multiline fullWidth />}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
