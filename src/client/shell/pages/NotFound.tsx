import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { DeadEnd } from './DeadEnd';

/** docs/guards.md#not-found: any path that is no screen. */
export function NotFound() {
  const translate = useTranslate();
  return (
    <DeadEnd message={translate('portal.errors.notFound')}>
      <Button component={Link} to={paths.home} variant="contained">
        {translate('portal.errors.goHome')}
      </Button>
    </DeadEnd>
  );
}
