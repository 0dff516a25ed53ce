import type { RoleRule } from '../../../engine/roleRule';
import { paths } from '../../../shared/paths';

const staffOfTheStudio: RoleRule = { anyOf: ['admin', 'customerLiaison'] };

/**
 * docs/guards.md#access-denied: the shell's areas that are no resource, with who may open them, as
 * the server's calls behind them allow: the dashboards for staff and outfitters (their own
 * clients' figures, docs/dashboards.md), the TLS export for staff, its API keys for admins
 * (docs/tls-export.md). The drawer's own rules say who sees an item, not who may open it.
 */
export const APP_AREAS: Readonly<Record<string, RoleRule>> = {
  [paths.dashboards]: { anyOf: ['admin', 'customerLiaison', 'huntingOutfitter'] },
  [paths.exportToTls]: staffOfTheStudio,
  // docs/line-stages.md#the-workbench: where staff move lines across orders.
  [paths.workbench]: staffOfTheStudio,
  [`${paths.exportToTls}/api-keys`]: { anyOf: ['admin'] },
  // Everyone who reads an order reads the settings' payment instructions; only admins edit them
  // (docs/payments.md#studio-settings).
  [paths.studioSettings]: { anyOf: ['admin'] },
};
