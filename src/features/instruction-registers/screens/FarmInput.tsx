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
  useTranslate,
} from 'react-admin';
import { CountryInput } from '../../../client/common/CountryInput';

const FARMS = 'instruction-registers/farms';

/** docs/instruction-registers.md#farms: a farm not listed yet, added on the spot. */
function NewFarm() {
  const translate = useTranslate();
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
        <DialogTitle>{translate('portal.instructionRegisters.newFarm.title')}</DialogTitle>
        <DialogContent>
          <TextInput source="name" label="portal.instructionRegisters.form.farmName" fullWidth />
          <TextInput source="region" label="portal.instructionRegisters.form.region" fullWidth />
          <CountryInput source="country" label="portal.instructionRegisters.newFarm.country" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('portal.instructionRegisters.newFarm.add')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The IR's farm, searched by name, with "Add a farm" for one not listed. */
export function FarmInput() {
  const translate = useTranslate();
  return (
    <ReferenceInput source="farmId" reference={FARMS}>
      <AutocompleteInput
        label="portal.instructionRegisters.form.farm"
        create={<NewFarm />}
        createLabel={translate('portal.instructionRegisters.newFarm.title')}
        fullWidth
      />
    </ReferenceInput>
  );
}
