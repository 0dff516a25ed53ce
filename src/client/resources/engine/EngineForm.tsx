import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Create, Edit, SimpleForm } from 'react-admin';
import type { z } from 'zod';
import type { AnyResource } from '../../../../resources/engine/defineResource';
import type { FieldInput } from '../../../../resources/engine/fieldInput';
import { EngineInput } from './EngineInput';
import { fieldLabel } from './fieldLabel';

interface EngineFormProps {
  definition: AnyResource;
  schema: z.ZodObject;
  /** Fields shown, never edited, on this form (the e-mail of an existing user). */
  readOnly?: readonly string[];
}

/**
 * One form for creating and editing (SPEC 2: create and edit share one screen), validated in the
 * browser by the same zod schema the API validates with.
 */
export function EngineForm({ definition, schema, readOnly = [] }: EngineFormProps) {
  const inputs = Object.entries(definition.inputs as Record<string, FieldInput>);
  const resolver = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return (
    <SimpleForm resolver={resolver}>
      {inputs
        .filter(([field]) => field in schema.shape || readOnly.includes(field))
        .map(([field, input]) => (
          <EngineInput
            key={field}
            source={field}
            label={fieldLabel(definition, field)}
            input={input}
            disabled={!(field in schema.shape)}
          />
        ))}
    </SimpleForm>
  );
}

/** The generated create screen. @example <EngineCreate definition={species} /> */
export function EngineCreate({ definition }: { definition: AnyResource }) {
  return (
    <Create redirect="list">
      <EngineForm definition={definition} schema={definition.create} />
    </Create>
  );
}

/**
 * The generated edit screen; pessimistic, so a stale version's 409 shows before the page moves on.
 * @example <EngineEdit definition={species} />
 */
export function EngineEdit({ definition }: { definition: AnyResource }) {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <EngineForm
        definition={definition}
        schema={definition.update}
        readOnly={Object.keys(definition.create.shape)}
      />
    </Edit>
  );
}
