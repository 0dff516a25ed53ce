import type { ReactElement } from 'react';
import { Show, SimpleShowLayout } from 'react-admin';
import type { AnyResource } from '../../../../resources/engine/defineResource';
import type { FieldInput } from '../../../../resources/engine/fieldInput';
import { EngineField } from './EngineField';
import { fieldLabel } from './fieldLabel';

/** The generated read-only screen, for roles that may read a resource but not change it. */
export function EngineShow({
  definition,
  aside,
}: {
  definition: AnyResource;
  /** Shown beside the fields, in the record's context (a farm's IRs). */
  aside?: ReactElement;
}) {
  const inputs = Object.entries(definition.inputs as Record<string, FieldInput>).filter(
    ([, input]) => input.kind !== 'rows' && input.kind !== 'image',
  );
  return (
    // One column on a phone: the aside goes under the fields (docs/instruction-registers.md#documents).
    <Show aside={aside} sx={{ '& .RaShow-main': { flexDirection: { xs: 'column', md: 'row' } } }}>
      <SimpleShowLayout>
        {inputs.map(([field, input]) => (
          <EngineField
            key={field}
            source={field}
            label={fieldLabel(definition, field)}
            input={input}
            sortable={false}
          />
        ))}
      </SimpleShowLayout>
    </Show>
  );
}
