import LinkIcon from '@mui/icons-material/Link';
import { Button, useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import { clients } from '../definition';
import { paths } from '../../../shared/paths';
import { EngineList } from '../../../engine/screens/EngineList';
import '../../../client/i18n/late/clients';

/** The generated clients list plus "Link a client" for outfitters (clients/link, docs/guards.md#routes-with-the-shell). */
export function ClientList() {
  const { canAccess: canLink } = useCanAccess({ resource: clients.route, action: 'link' });
  return (
    <EngineList
      definition={clients}
      actions={
        canLink ? (
          <Button component={Link} to={`${paths.clients}/link`} label="portal.clients.link.action">
            <LinkIcon />
          </Button>
        ) : null
      }
    />
  );
}
