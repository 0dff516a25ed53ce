import { Sidebar as RaSidebar, type SidebarProps } from 'react-admin';
import { useDrawerShown } from './useShellUser';

/** react-admin's drawer (widths from the theme), left out where docs/navigation.md#side-drawer hides it. */
export function Sidebar(props: SidebarProps) {
  return useDrawerShown() ? <RaSidebar {...props} /> : null;
}
