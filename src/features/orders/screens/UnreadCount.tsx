import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';

/**
 * docs/messages.md#unread: an order's unread messages beside its number in the orders list, with
 * the header's wording as its name; nothing while all is read. A pill of text, not MUI's Badge and
 * an icon, which the list's first load would download for it (bench/bundle).
 * @example <UnreadCount count={row.unreadMessages} />
 */
export function UnreadCount({ count }: { count: number }) {
  const translate = useTranslate();
  if (count === 0) return null;
  const label = translate('portal.shell.header.unreadMessages', { smart_count: count });
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{
        ml: 1,
        px: 0.75,
        borderRadius: 2,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: '0.75rem',
        fontWeight: 500,
        lineHeight: 1.6,
        display: 'inline-block',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
