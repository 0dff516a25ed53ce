import MenuIcon from '@mui/icons-material/Menu';
import { AppBar as MuiAppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { TitlePortal, useCanAccess, useSidebarState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useOfflineLayerContext } from '../../data/offline/OfflineLayerContext';
import { lazyComponent } from '../screens/lazyScreen';
import { UserMenu } from './UserMenu';
import { useDrawerShown } from './useShellUser';

// docs/messages.md#unread: loaded after the shell, off its first load (bench/bundle).
const UnreadMessagesBadge = lazyComponent<object, 'UnreadMessagesBadge'>(
  () => import('../../../features/messages/screens/public'),
  'UnreadMessagesBadge',
  null,
);

/**
 * docs/navigation.md#header: the header: drawer toggle, the product name linking to /, the unread
 * messages for those who have orders, and the user menu.
 */
export function AppBar() {
  const [expanded, setExpanded] = useSidebarState();
  const drawerShown = useDrawerShown();
  const offline = useOfflineLayerContext();
  const translate = useTranslate();
  const { canAccess: hasOrders } = useCanAccess({ resource: 'orders', action: 'list' });

  return (
    <MuiAppBar position="fixed" color="secondary" elevation={0}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {drawerShown && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={translate(
              expanded ? 'portal.shell.header.collapseMenu' : 'portal.shell.header.expandMenu',
            )}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={Link}
          to={paths.home}
          aria-label={translate('portal.shell.header.home')}
          sx={{ color: 'inherit', textDecoration: 'none', lineHeight: 1.1 }}
        >
          <Typography component="span" fontWeight={600} display="block">
            {translate('portal.shell.product')}
          </Typography>
          {/* The visible text must be part of the link's name (WCAG 2.5.3): two words, not one. */}{' '}
          <Typography component="span" variant="caption" display="block" sx={{ opacity: 0.8 }}>
            {translate('portal.shell.subtitle')}
          </Typography>
        </Box>
        {/* Where a screen's <Title> shows: the page's one h1 (docs/screens.md#accessibility). */}
        {/* A phone's header is narrow: the title takes two smaller lines rather than being cut. */}
        <TitlePortal
          variant="subtitle1"
          component="h1"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            ml: { xs: 1, sm: 3 },
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            fontSize: { xs: '0.8125rem', sm: undefined },
            lineHeight: { xs: 1.2, sm: undefined },
            display: { xs: '-webkit-box', sm: 'block' },
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            // A page that names itself in its own h1 leaves it empty: no empty heading, same layout.
            '&:empty': { visibility: 'hidden' },
          }}
        />
        {/* docs/offline.md#what-the-collector-sees: the counter of waiting changes. */}
        {offline && <offline.Header />}
        {hasOrders && <UnreadMessagesBadge />}
        <UserMenu />
      </Toolbar>
    </MuiAppBar>
  );
}
