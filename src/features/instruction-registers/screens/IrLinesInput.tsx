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
import { choicesOf } from '../../../engine/fieldInput';
import { IR_PART_KEYS, IR_SEX_KEYS } from '../irStatuses';
import { routeOf } from '../../../engine/screens/dataProvider';
import { PhotoInput } from './PhotoInput';
import { AddRowButton, RemoveRowButton } from './IrRowButtons';

// A new line's fields start empty, not null: the schema wants text (react-admin parses '' to null).
const text = { defaultValue: '', parse: (value: string) => value };

/**
 * One block per animal, one column (docs/instruction-registers.md#lines); staff also check each
 * line in at the studio. No "clear the list": an animal is removed one at a time, after a yes.
 */
export function IrLinesInput({ staff }: { staff: boolean }) {
  return (
    <ArrayInput source="lines" label="portal.instructionRegisters.form.animals">
      <SimpleFormIterator
        fullWidth
        disableReordering
        disableClear
        addButton={<AddRowButton label="portal.instructionRegisters.form.addAnimal" />}
        removeButton={
          <RemoveRowButton
            label="portal.instructionRegisters.form.removeAnimal"
            confirm="portal.instructionRegisters.form.removeAnimalConfirm"
          />
        }
      >
        <ReferenceInput source="speciesId" reference={routeOf('species')}>
          <AutocompleteInput label="portal.instructionRegisters.form.species" fullWidth />
        </ReferenceInput>
        <SelectInput
          source="sex"
          label="portal.instructionRegisters.form.sex"
          choices={choicesOf(IR_SEX_KEYS)}
          defaultValue="unknown"
        />
        <TextInput
          {...text}
          source="tagNumber"
          label="portal.instructionRegisters.form.tagNumber"
        />
        <TextInput
          source="permitNumbers"
          label="portal.instructionRegisters.form.permitNumbers"
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
          label="portal.instructionRegisters.form.parts"
          choices={choicesOf(IR_PART_KEYS)}
        />
        <ReferenceInput source="trophyTypeId" reference={routeOf('trophy-types')}>
          <AutocompleteInput label="portal.instructionRegisters.form.trophyType" fullWidth />
        </ReferenceInput>
        <TextInput
          {...text}
          source="instruction"
          label="portal.instructionRegisters.form.instruction"
          multiline
          fullWidth
        />
        <ArrayInput
          source="measurements"
          label="portal.instructionRegisters.form.measurements"
          defaultValue={[]}
        >
          <SimpleFormIterator
            inline
            disableReordering
            disableClear
            addButton={<AddRowButton label="portal.instructionRegisters.form.addMeasurement" />}
            removeButton={
              <RemoveRowButton label="portal.instructionRegisters.form.removeMeasurement" />
            }
          >
            <TextInput
              {...text}
              source="name"
              label="portal.instructionRegisters.form.what"
              helperText={false}
            />
            <TextInput
              {...text}
              source="value"
              label="portal.instructionRegisters.form.measure"
              helperText={false}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput
          {...text}
          source="conditionNotes"
          label="portal.instructionRegisters.form.conditionNotes"
          multiline
          fullWidth
        />
        <PhotoInput source="photoFileIds" defaultValue={[]} />
        {staff && (
          <BooleanInput
            defaultValue={false}
            source="checkedIn"
            label="portal.instructionRegisters.form.checkedIn"
          />
        )}
        {staff && (
          <TextInput
            {...text}
            source="discrepancies"
            label="portal.instructionRegisters.form.discrepancies"
            multiline
            fullWidth
          />
        )}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
