import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Badge from '@mui/material/Badge';
import { useTranslate } from 'react-admin';

/**
 * docs/messages.md#unread: an order's unread messages beside its number in the orders list, with
 * the header's wording as its name; nothing while all is read.
 * @example <UnreadCount count={row.unreadMessages} />
 */
export function UnreadCount({ count }: { count: number }) {
  const translate = useTranslate();
  if (count === 0) return null;
  const label = translate('portal.shell.header.unreadMessages', { smart_count: count });
  return (
    <Badge
      role="img"
      aria-label={label}
      title={label}
      badgeContent={count}
      color="error"
      max={99}
      sx={{ ml: 1.5, verticalAlign: 'middle' }}
    >
      <MailOutlineIcon fontSize="small" />
    </Badge>
  );
}
