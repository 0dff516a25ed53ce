import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { DeadEnd } from './DeadEnd';

/** docs/guards.md#not-found: any path that is no screen. */
export function NotFound() {
  return (
    <DeadEnd message="Sorry, the page you are looking for does not exist.">
      <Button component={Link} to={paths.home} variant="contained">
        Go Home
      </Button>
    </DeadEnd>
  );
}
