import Logout from '@mui/icons-material/Logout';
import {
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { itemLabel, userMenuItems, userMenuLabel } from '../navigation/visibleItems';
import { AVATAR_SIZE } from './avatar';
import { visuallyHidden } from '../../common/visuallyHidden';
import { UserAvatar } from './UserAvatar';
import { useShellIdentity } from './useShellIdentity';
import { useRoles } from './useShellUser';

/** docs/navigation.md#user-menu: the header's user menu: avatar, name and e-mail, the items the user's roles allow, Logout. */
export function UserMenu() {
  const identity = useShellIdentity();
  const roles = useRoles();
  const logout = useLogout();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {/* Named by its content, not aria-label: the initials are not words of the name (WCAG 2.5.3). */}
        <Box component="span" sx={visuallyHidden}>
          {translate('portal.navigation.userMenu')}
        </Box>
        <UserAvatar identity={identity} size={36} decorative />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1 }}>
          <UserAvatar identity={identity} size={AVATAR_SIZE} />
          <div>
            <Typography fontWeight={500}>{identity.fullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {identity.email}
            </Typography>
          </div>
        </Box>
        <Divider />
        {userMenuItems(roles).map((item) => (
          <MenuItem key={item.path} component={Link} to={item.path} onClick={close}>
            <ListItemIcon>
              <item.icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{itemLabel(translate, userMenuLabel(item))}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('portal.navigation.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
