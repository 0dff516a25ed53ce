import { useState } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { IrHeaderInputs } from './IrHeaderInputs';

/**
 * `/instruction-registers/create`: the header alone. The id is chosen here, once per form, so a
 * create retried (offline, or a double tap) is the same request (docs/api.md#client-ids).
 */
export function IrCreate() {
  const [id] = useState(() => crypto.randomUUID());
  return (
    <Create redirect="edit" transform={(data: Record<string, unknown>) => ({ ...data, id })}>
      <SimpleForm sx={{ maxWidth: 600 }}>
        <IrHeaderInputs />
      </SimpleForm>
    </Create>
  );
}
