import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
  ArrayField,
  Datagrid,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { RecordSkeleton } from '../../client/common/skeletons/RecordSkeleton';
import type { AnyResource } from '../defineResource';
import type { FieldInput } from '../fieldInput';
import { EngineField } from './EngineField';
import { fieldLabel } from './fieldLabel';
import { useMayRead } from './useMayRead';

interface EngineShowProps {
  definition: AnyResource;
  /** Shown beside the fields, in the record's context (a farm's IRs). */
  aside?: ReactElement;
  /** Columns of a rows field beyond its inputs' (an IR line's photos), by the rows field. */
  rowColumns?: Record<string, ReactNode>;
}

/**
 * The fields of a definition as a reader sees them: a reference they may not read shows the name
 * the record carries (`nameField`) or nothing, never a refusal; rows are a table of their fields.
 */
function shownFields(
  definition: AnyResource,
  inputs: Record<string, FieldInput>,
  mayRead: (resource: string) => boolean,
  rowColumns: Record<string, ReactNode>,
  prefix = '',
): ReactElement[] {
  return Object.entries(inputs).flatMap(([field, input]) => {
    const label = fieldLabel(definition, `${prefix}${field}`);
    // An amount needs its currency, which a row leaves to its parent: screens of their own show
    // prices (an order's); images have theirs too.
    if (input.kind === 'image' || input.kind === 'money') return [];
    if (input.kind === 'reference' && !mayRead(input.resource)) {
      return input.nameField
        ? [<TextField key={field} source={input.nameField} label={label} emptyText="-" />]
        : [];
    }
    if (input.kind === 'rows') {
      return [
        <RowsTable key={field} source={field} label={label}>
          {shownFields(definition, input.inputs, mayRead, {}, `${field}.`)}
          {rowColumns[field]}
        </RowsTable>,
      ];
    }
    return [
      <EngineField key={field} source={field} label={label} input={input} sortable={false} />,
    ];
  });
}

/**
 * A record's child rows as a read-only table. The rows go without their ids: a row's id is for
 * edits to keep it (docs/api.md#child-rows), and react-admin's Datagrid inside an ArrayField loops
 * on rendering ("Maximum update depth exceeded") when its rows carry ids.
 */
function RowsTable({
  source,
  label,
  children,
}: {
  source: string;
  label: string;
  children: ReactNode;
}) {
  const record = useRecordContext();
  const rows = record?.[source] as Record<string, unknown>[] | undefined;
  const shown = useMemo(
    () => record && { ...record, [source]: rows?.map(({ id: _id, ...row }) => row) },
    [record, rows, source],
  );
  return (
    <ArrayField source={source} label={label} record={shown}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        {children}
      </Datagrid>
    </ArrayField>
  );
}

/** The generated read-only screen, for roles that may read a resource but not change it. */
export function EngineShow({ definition, aside, rowColumns = {} }: EngineShowProps) {
  const mayRead = useMayRead();
  const inputs = definition.inputs as Record<string, FieldInput>;
  return (
    // One column on a phone: the aside goes under the fields (docs/instruction-registers.md#documents);
    // rows wider than a phone scroll inside the card, not the page (the card's width does not
    // follow its content: inline-size containment, as the order's lines do).
    <Show
      aside={aside}
      // docs/screens.md#loading-skeletons: the record's shape while it comes.
      loading={<RecordSkeleton fields={Math.min(Object.keys(inputs).length, 6)} />}
      sx={{
        '& .RaShow-main': { flexDirection: { xs: 'column', md: 'row' } },
        '& .RaShow-card': { minWidth: 0, overflowX: 'auto', containerType: 'inline-size' },
      }}
    >
      <SimpleShowLayout>{shownFields(definition, inputs, mayRead, rowColumns)}</SimpleShowLayout>
    </Show>
  );
}
