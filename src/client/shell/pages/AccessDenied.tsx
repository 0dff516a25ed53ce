import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { DeadEnd } from './DeadEnd';

/** docs/guards.md#access-denied: a screen the user's roles may not open, inside the shell. */
export function AccessDenied() {
  const translate = useTranslate();
  return (
    <DeadEnd message={translate('portal.errors.accessDenied')}>
      <Button component={Link} to={paths.home} variant="contained">
        {translate('portal.errors.goHome')}
      </Button>
    </DeadEnd>
  );
}
