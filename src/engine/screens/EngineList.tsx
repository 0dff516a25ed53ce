import type { ReactNode } from 'react';
import {
  BulkDeleteButton,
  BulkExportButton,
  CreateButton,
  Datagrid,
  ExportButton,
  FilterButton,
  List,
  TopToolbar,
  useCanAccess,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { AnyResource } from '../defineResource';
import { MAX_LIST_ROWS } from '../listLimits';
import { useSmallScreen } from '../../client/shell/layout/useSmallScreen';
import { PendingList } from '../../client/common/skeletons/PendingList';
import { EmptyList } from './EmptyList';
import { columnInput } from './columnInput';
import { EngineCards } from './EngineCards';
import { EngineField } from './EngineField';
import { engineFilters } from './engineFilters';
import { fieldLabel } from './fieldLabel';
import { listExporter } from './listExporter';
import { useResourceName } from './useResourceName';
import { useRecordLink } from './useRecordLink';

export interface EngineListProps {
  definition: AnyResource;
  /** Extra buttons beside Create and Export (the clients' Link button). */
  actions?: ReactNode;
}

function ListActions({ extra }: { extra?: ReactNode }) {
  const resource = useResourceContext();
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {extra}
      {canCreate ? <CreateButton /> : null}
      <ExportButton maxResults={MAX_LIST_ROWS} />
    </TopToolbar>
  );
}

function BulkActions() {
  const resource = useResourceContext();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  return (
    <>
      <BulkExportButton />
      {canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : null}
    </>
  );
}

/** docs/screens.md#empty-lists: the generated list's empty state, in the definition's words. */
function EngineEmpty({ definition, actions }: EngineListProps) {
  const translate = useTranslate();
  const name = useResourceName(definition.name);
  return (
    <EmptyList
      title={translate('portal.engine.empty.title', name)}
      createHint={translate('portal.engine.empty.createHint', name)}
      waitHint={translate('portal.engine.empty.waitHint', name)}
      actions={actions}
    />
  );
}

/**
 * The generated list of a resource: its columns, filters with `q`, sortable fields, pagination,
 * CSV export, bulk delete where the role may delete, cards on a phone and an empty state that
 * says what to do next (docs/screens.md).
 * @example <EngineList definition={species} />
 */
export function EngineList({ definition, actions }: EngineListProps) {
  const resource = useResourceContext();
  const phone = useSmallScreen();
  const rowClick = useRecordLink(resource);
  return (
    <List
      sort={definition.list.defaultSort}
      filters={engineFilters(definition)}
      exporter={listExporter}
      actions={<ListActions extra={actions} />}
      empty={<EngineEmpty definition={definition} actions={actions} />}
      perPage={25}
    >
      <PendingList columns={phone ? 1 : definition.list.columns.length}>
        {phone ? (
          <EngineCards definition={definition} rowClick={rowClick} />
        ) : (
          <Datagrid rowClick={rowClick} bulkActionButtons={<BulkActions />}>
            {definition.list.columns.map((field) => (
              <EngineField
                key={field}
                source={field}
                label={fieldLabel(definition, field)}
                input={columnInput(definition, field)}
                sortable={(definition.list.sortable as readonly string[]).includes(field)}
              />
            ))}
          </Datagrid>
        )}
      </PendingList>
    </List>
  );
}
