import { MenuItem, Stack, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import type { DashboardQuery } from '../../../resources/dashboardSummary';

interface DashboardFiltersProps {
  query: DashboardQuery;
  onChange: (query: DashboardQuery) => void;
  /** Staff pick an outfitter; an outfitter's dashboard is always their own. */
  pickOutfitter: boolean;
}

const ALL = '';

function OutfitterPicker({ query, onChange }: Omit<DashboardFiltersProps, 'pickOutfitter'>) {
  const { data = [] } = useGetList<{ id: string; fullName: string }>('outfitters', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'fullName', order: 'ASC' },
  });
  return (
    <TextField
      select
      label="Outfitter"
      size="small"
      sx={{ minWidth: 220 }}
      value={query.outfitterId ?? ALL}
      onChange={(event) => onChange({ ...query, outfitterId: event.target.value || undefined })}
    >
      <MenuItem value={ALL}>All outfitters</MenuItem>
      {data.map((outfitter) => (
        <MenuItem key={outfitter.id} value={outfitter.id}>
          {outfitter.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The range of UTC days the orders were created in, and the outfitter. */
export function DashboardFilters({ query, onChange, pickOutfitter }: DashboardFiltersProps) {
  const day = (key: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      label={label}
      size="small"
      value={query[key] ?? ''}
      onChange={(event) => onChange({ ...query, [key]: event.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      {day('from', 'Created from')}
      {day('to', 'Created to')}
      {pickOutfitter && <OutfitterPicker query={query} onChange={onChange} />}
    </Stack>
  );
}
