import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import {
  Create,
  Edit,
  SimpleForm,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { ReactElement, ReactNode } from 'react';
import type { z } from 'zod';
import type { AnyResource } from '../defineResource';
import type { FieldInput } from '../fieldInput';
import { RecordSkeleton } from '../../client/common/skeletons/RecordSkeleton';
import { EngineInput } from './EngineInput';
import { fieldLabel } from './fieldLabel';
import { useMayRead } from './useMayRead';
import { useResourceName } from './useResourceName';

interface EngineFormProps {
  definition: AnyResource;
  schema: z.ZodObject;
  /** Fields shown, never edited, on this form (the e-mail of an existing user). */
  readOnly?: readonly string[];
  /** Inputs of the resource's own after the generated ones (the studio's logo upload). */
  children?: ReactNode;
}

/**
 * One form for creating and editing (docs/guards.md#routes-with-the-shell: create and edit share one screen), validated in the
 * browser by the same zod schema the API validates with.
 */
export function EngineForm({ definition, schema, readOnly = [], children }: EngineFormProps) {
  const mayRead = useMayRead();
  const inputs = Object.entries(definition.inputs as Record<string, FieldInput>);
  const resolver = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return (
    <SimpleForm resolver={resolver}>
      {inputs
        .filter(([field]) => field in schema.shape || readOnly.includes(field))
        // A picker of records the user may not read would only meet a refusal; the record keeps
        // its value, since the form sends the whole record (docs/roles-and-access.md#server-enforcement).
        .filter(([, input]) => input.kind !== 'reference' || mayRead(input.resource))
        .map(([field, input]) => (
          <EngineInput
            key={field}
            source={field}
            label={fieldLabel(definition, field)}
            input={input}
            disabled={!(field in schema.shape)}
          />
        ))}
      {children}
    </SimpleForm>
  );
}

/**
 * The generated create screen. docs/sessions.md#invalidations: creating a client invalidates the clients list; every
 * create drops its resource's cached lists, since the portal's cache does not refetch on mount.
 * Offline the lists stay (docs/offline.md#writes): they could not be fetched again, and the sync
 * refetches them once the write reaches the server.
 * @example <EngineCreate definition={species} />
 */
export function EngineCreate({
  definition,
  children,
}: {
  definition: AnyResource;
  /** Inputs of the resource's own after the generated ones (a crate's lines). */
  children?: ReactNode;
}) {
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { one } = useResourceName(definition.name);
  const onSuccess = () => {
    // Dropped, not invalidated: with refetch-on-mount off, a stale list would show as it was.
    if (onlineManager.isOnline()) queryClient.removeQueries({ queryKey: [resource, 'getList'] });
    notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
    redirect('list', resource);
  };
  return (
    <Create mutationOptions={{ onSuccess }} title={translate('portal.engine.createTitle', { one })}>
      <EngineForm definition={definition} schema={definition.create}>
        {children}
      </EngineForm>
    </Create>
  );
}

/** An edit screen is titled by its record ("Greater Kudu"), as the definition's title field reads. */
function RecordTitle({ definition }: { definition: AnyResource }) {
  const record = useRecordContext();
  const { One } = useResourceName(definition.name);
  const title = record?.[definition.title] as unknown;
  return <>{typeof title === 'string' && title ? title : One}</>;
}

/**
 * The generated edit screen; pessimistic, so a stale version's 409 shows before the page moves on.
 * @example <EngineEdit definition={species} />
 */
export function EngineEdit({
  definition,
  aside,
  children,
}: {
  definition: AnyResource;
  /** Shown beside the form, in the record's context (a farm's IRs). */
  aside?: ReactElement;
  /** Inputs of the resource's own after the generated ones (a crate's lines). */
  children?: ReactNode;
}) {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      title={<RecordTitle definition={definition} />}
      aside={aside}
      // docs/screens.md#loading-skeletons: the record's shape while it comes.
      loading={<RecordSkeleton fields={Math.min(Object.keys(definition.inputs).length, 6)} />}
    >
      <EngineForm
        definition={definition}
        schema={definition.update}
        readOnly={Object.keys(definition.create.shape)}
      >
        {children}
      </EngineForm>
    </Edit>
  );
}
