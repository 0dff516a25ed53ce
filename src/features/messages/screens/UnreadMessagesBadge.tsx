import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useUnreadMessages } from './useUnreadMessages';

/**
 * docs/messages.md#unread: the header's count of unread messages, linking to the orders; nothing
 * while all is read. The header shows it to those who have orders.
 * @example {hasOrders && <UnreadMessagesBadge />}
 */
export function UnreadMessagesBadge() {
  const translate = useTranslate();
  const total = useUnreadMessages().data?.total ?? 0;
  if (total === 0) return null;
  const label = translate('portal.shell.header.unreadMessages', { smart_count: total });
  return (
    <IconButton color="inherit" component={Link} to={paths.home} aria-label={label} title={label}>
      <Badge badgeContent={total} color="error" max={99}>
        <MailOutlineIcon />
      </Badge>
    </IconButton>
  );
}
