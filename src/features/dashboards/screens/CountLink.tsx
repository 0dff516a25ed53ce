import { Link } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderListFilter } from '../../orders/definition';
import { ordersListPath } from './ordersListPath';

/**
 * A dashboard number that opens the orders list filtered to what it counts.
 * @example <CountLink value={3} filter={{ status: 'quoted' }} label="Quoted" />
 */
export function CountLink({
  value,
  filter,
  label,
}: {
  value: number;
  filter: OrderListFilter;
  label: string;
}) {
  const [locale] = useLocaleState();
  return (
    <Link component={RouterLink} to={ordersListPath(filter)} aria-label={`${label}: ${value}`}>
      {value.toLocaleString(locale)}
    </Link>
  );
}
