import { Divider, ListItemIcon, ListItemText, MenuItem, MenuList, Tooltip } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { drawerItems, isActive, itemLabel } from '../navigation/visibleItems';
import { DRAWER_COLLAPSED_WIDTH, DRAWER_WIDTH } from '../theme/consoleTheme';
import { useRoles } from './useShellUser';

/** docs/navigation.md#side-drawer: the side drawer's items for the user's roles, the current one highlighted. */
export function NavigationMenu() {
  const roles = useRoles();
  const { pathname } = useLocation();
  const [expanded] = useSidebarState();
  const translate = useTranslate();

  return (
    // The drawer's paper is fixed-positioned, so the list sets the width it fills.
    <nav
      aria-label={translate('portal.navigation.mainNavigation')}
      style={{ width: expanded ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH, transition: 'width 0.2s' }}
    >
      <MenuList sx={{ pt: 1 }}>
        {/* MenuList takes its items as direct children: a flat array, no fragments. */}
        {drawerItems(roles).flatMap((item) => {
          const active = isActive(item, pathname);
          const label = itemLabel(translate, item.label);
          const entry = (
            <Tooltip key={item.path} title={expanded ? '' : label} placement="right">
              <MenuItem
                component={Link}
                to={item.path}
                selected={active}
                aria-current={active ? 'page' : undefined}
                aria-label={label}
                sx={{ minHeight: 44, px: 3.5 }}
              >
                <ListItemIcon>
                  <item.icon fontSize="small" color={active ? 'secondary' : undefined} />
                </ListItemIcon>
                {expanded && <ListItemText>{label}</ListItemText>}
              </MenuItem>
            </Tooltip>
          );
          return item.startsGroup
            ? [<Divider key={`${item.path}-group`} sx={{ my: 1 }} />, entry]
            : [entry];
        })}
      </MenuList>
    </nav>
  );
}
