import { Fragment } from 'react';
import { useCanAccess } from 'react-admin';
import { DateTimeInput } from '../../../client/common/DateTimeInput';
import type { FieldInput } from '../../../engine/fieldInput';
import { instructionRegisters } from '../definition';
import { EngineInput } from '../../../engine/screens/EngineInput';
import { routeOf } from '../../../engine/screens/dataProvider';
import { fieldLabel } from '../../../engine/screens/fieldLabel';
import { FarmInput } from './FarmInput';
import { GpsButton } from './GpsButton';
import { ClientByPassport } from './ClientByPassport';

const inputs = instructionRegisters.inputs as Record<string, FieldInput>;
// Shown by their own inputs above, or edited elsewhere on the screen (lines).
const OWN_INPUTS = ['farmId', 'collectedAt', 'lines'];

/** A reference input only for those who may list what it refers to (collectors pick no client). */
function HeaderInput({ field, input }: { field: string; input: FieldInput }) {
  const reference = input.kind === 'reference' ? routeOf(input.resource) : undefined;
  const { canAccess = false, isPending } = useCanAccess({
    resource: reference ?? 'instruction-registers',
    action: 'list',
  });
  if (reference && (isPending || !canAccess)) return null;
  return (
    <EngineInput source={field} label={fieldLabel(instructionRegisters, field)} input={input} />
  );
}

/** The header of an IR, one column (docs/instruction-registers.md#the-register). */
export function IrHeaderInputs() {
  return (
    <>
      <FarmInput />
      <DateTimeInput
        source="collectedAt"
        label="portal.instructionRegisters.form.collectedAt"
        fullWidth
      />
      <GpsButton />
      {Object.entries(inputs)
        .filter(([field]) => !OWN_INPUTS.includes(field))
        .map(([field, input]) => (
          <Fragment key={field}>
            <HeaderInput field={field} input={input} />
            {field === 'clientId' && <ClientByPassport />}
          </Fragment>
        ))}
    </>
  );
}
