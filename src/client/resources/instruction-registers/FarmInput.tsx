import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  TextInput,
  useCreate,
  useCreateSuggestionContext,
} from 'react-admin';
import { CountryInput } from '../../common/CountryInput';

const FARMS = 'instruction-registers/farms';

/** docs/instruction-registers.md#farms: a farm not listed yet, added on the spot. */
function NewFarm() {
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  const [create] = useCreate();
  const [busy, setBusy] = useState(false);
  const save = (values: Record<string, unknown>) => {
    setBusy(true);
    create(
      FARMS,
      { data: values },
      { onSuccess: (farm) => onCreate(farm), onSettled: () => setBusy(false) },
    );
  };
  return (
    <Dialog open onClose={onCancel} fullWidth>
      <Form defaultValues={{ name: filter ?? '', country: 'ZA' }} onSubmit={save}>
        <DialogTitle>Add a farm</DialogTitle>
        <DialogContent>
          <TextInput source="name" label="portal.instructionRegisters.form.farmName" fullWidth />
          <TextInput source="region" label="portal.instructionRegisters.form.region" fullWidth />
          <CountryInput source="country" label="Country" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Add farm
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The IR's farm, searched by name, with "Add a farm" for one not listed. */
export function FarmInput() {
  return (
    <ReferenceInput source="farmId" reference={FARMS}>
      <AutocompleteInput
        label="portal.instructionRegisters.form.farm"
        create={<NewFarm />}
        createLabel="Add a farm"
        fullWidth
      />
    </ReferenceInput>
  );
}
