import {
  CreateButton,
  Datagrid,
  List,
  SortButton,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';
import { useSmallScreen } from '../../../client/shell/layout/useSmallScreen';
import { useMyRoles } from '../../../engine/screens/useMyRoles';
import { useRecordLink } from '../../../engine/screens/useRecordLink';
import { CollectorSettingsButton } from './CollectorSettingsButton';
import { irNumberColumn, irStatusColumn } from './irColumns';
import { DateText } from '../../../client/common/DateText';

// What one kind of screen needs loads with it: a desktop draws the table, a phone the cards, and
// the empty state only when there is no IR at all (bench/bundle). The status filter is always
// shown (docs/instruction-registers.md#the-list), in a chunk of its own that loads beside the list.
const IrStatusFilter = lazyComponent(() => import('./IrStatusFilter'), 'IrStatusFilter', null);
const IrCards = lazyComponent(() => import('./IrCards'), 'IrCards', null);
const EmptyList = lazyComponent(
  () => import('../../../engine/screens/EmptyList'),
  'EmptyList',
  null,
);
function NoIrs() {
  const translate = useTranslate();
  return (
    <EmptyList
      title={translate('portal.instructionRegisters.list.empty.title')}
      createHint={translate('portal.instructionRegisters.list.empty.createHint')}
      waitHint={translate('portal.instructionRegisters.list.empty.waitHint')}
      createLabel={translate('portal.instructionRegisters.list.newIr')}
    />
  );
}
const empty = <NoIrs />;

// Labels are message keys: react-admin translates an input's and a field's label.
const filters = [
  <TextInput key="q" source="q" label="portal.instructionRegisters.list.search" alwaysOn />,
  <IrStatusFilter
    key="status"
    source="status"
    label="portal.instructionRegisters.list.status"
    alwaysOn
  />,
];

// The sort control names the order the list is in: newest first unless the user picks another.
const IR_SORTS = ['createdAt', 'collectedAt', 'number'] as const;

/** `/instruction-registers`: cards on a phone, a table on a desktop, newest first. */
export function IrList() {
  const phone = useSmallScreen();
  const { canAccess: canCreate = false } = useCanAccess({
    resource: 'instruction-registers',
    action: 'create',
  });
  const open = useRecordLink('instruction-registers');
  // docs/instruction-registers.md#the-list: a collector has no account settings in the user menu.
  const collector = useMyRoles().includes('collector');
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      perPage={25}
      empty={empty}
      // A phone's add button floats at the foot of the screen: room for it, so the last card
      // scrolls out from under it.
      sx={{ pb: { xs: 14, sm: 0 } }}
      actions={
        <TopToolbar>
          <SortButton fields={[...IR_SORTS]} label="portal.instructionRegisters.list.sortBy" />
          {collector ? <CollectorSettingsButton /> : null}
          {canCreate ? (
            <CreateButton label="portal.instructionRegisters.list.newIr" size="large" />
          ) : null}
        </TopToolbar>
      }
    >
      {phone ? (
        <IrCards open={open} />
      ) : (
        <Datagrid rowClick={open} bulkActionButtons={false}>
          {irNumberColumn({ sortBy: 'number' })}
          {irStatusColumn()}
          <TextField
            source="farmName"
            label="portal.instructionRegisters.list.farm"
            sortable={false}
          />
          <TextField
            source="hunterName"
            label="portal.instructionRegisters.list.hunter"
            sortable={false}
          />
          <TextField
            source="collectorName"
            label="portal.instructionRegisters.list.collector"
            sortable={false}
          />
          <DateText
            source="collectedAt"
            label="portal.instructionRegisters.list.collected"
            showTime
          />
        </Datagrid>
      )}
    </List>
  );
}
