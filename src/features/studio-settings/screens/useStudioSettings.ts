import { useGetList } from 'react-admin';
import type { StudioSettings } from '../definition';

/**
 * The studio's one row of settings, which everyone signed in may read (docs/payments.md#studio-settings):
 * undefined until it comes. One query for every screen that asks, cached by react-admin.
 * @example const studio = useStudioSettings(); studio?.defaultVatRateBp
 */
export function useStudioSettings(): StudioSettings | undefined {
  const { data } = useGetList<StudioSettings>('admin/studio-settings', {
    pagination: { page: 1, perPage: 1 },
  });
  return data?.[0];
}
