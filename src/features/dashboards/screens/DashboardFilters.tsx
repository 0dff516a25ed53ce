import { MenuItem, Stack, TextField } from '@mui/material';
import { StudioPicker } from '../../../client/common/datePickers/StudioPicker';
import { useQuery } from '@tanstack/react-query';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';
import type { DashboardQuery } from '../dashboardSummary';
import { useTranslate } from 'react-admin';
import '../../../client/i18n/late/dashboards';

interface DashboardFiltersProps {
  query: DashboardQuery;
  onChange: (patch: Partial<DashboardQuery>) => void;
  /** Staff pick an outfitter; an outfitter's dashboard is always their own. */
  pickOutfitter: boolean;
}

const ALL = '';

function OutfitterPicker({ query, onChange }: Omit<DashboardFiltersProps, 'pickOutfitter'>) {
  // Through the HTTP client rather than react-admin's useGetList, which the list's chunks share.
  const { http } = usePortalServices();
  const translate = useTranslate();
  const { data = [] } = useQuery({
    queryKey: ['dashboards', 'outfitters'],
    queryFn: () =>
      http.get<{ id: string; fullName: string }[]>('/api/outfitters', {
        query: { range: '[0,99]', sort: '["fullName","ASC"]' },
      }),
  });
  return (
    <TextField
      select
      label={translate('portal.dashboards.outfitter')}
      size="small"
      fullWidth={false}
      sx={{ width: 240 }}
      value={query.outfitterId ?? ALL}
      onChange={(event) => onChange({ outfitterId: event.target.value || undefined })}
    >
      <MenuItem value={ALL}>{translate('portal.dashboards.allOutfitters')}</MenuItem>
      {data.map((outfitter) => (
        <MenuItem key={outfitter.id} value={outfitter.id}>
          {outfitter.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The range of UTC days the orders were created in, and the outfitter: one compact row, not three
 * fields across the page (docs/dashboards.md#the-screen).
 */
export function DashboardFilters({ query, onChange, pickOutfitter }: DashboardFiltersProps) {
  const translate = useTranslate();
  const day = (key: 'from' | 'to', label: string) => (
    <StudioPicker
      kind="day"
      label={label}
      sx={{ width: 180 }}
      value={query[key]}
      onChange={(day) => onChange({ [key]: day ?? undefined })}
    />
  );
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      {day('from', translate('portal.dashboards.createdFrom'))}
      {day('to', translate('portal.dashboards.createdTo'))}
      {pickOutfitter && <OutfitterPicker query={query} onChange={onChange} />}
    </Stack>
  );
}
