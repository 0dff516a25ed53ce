import { useQueryClient } from '@tanstack/react-query';
import { Edit, Loading, useGetList, useTranslate } from 'react-admin';
import { cacheTags } from '../../../client/data/http/cacheTags';
import { studioSettings } from '../definition';
import { EngineForm } from '../../../engine/screens/EngineForm';
import { LogoInput } from './LogoInput';

/**
 * `/admin/studio-settings`: the studio's one row of settings, edited in place rather than picked
 * from a list (docs/payments.md#studio-settings).
 */
export function StudioSettingsPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data, isPending } = useGetList('admin/studio-settings', {
    pagination: { page: 1, perPage: 1 },
  });
  const row = data?.[0];
  if (isPending || !row) return <Loading />;
  return (
    <Edit
      id={row.id}
      resource="admin/studio-settings"
      mutationMode="pessimistic"
      redirect={false}
      // docs/settings.md#studio-dates: the profile carries the dates' settings; read it again so
      // the screens write dates the new way at once.
      mutationOptions={{
        onSettled: (_data, error) =>
          error ? undefined : queryClient.invalidateQueries({ queryKey: cacheTags.user }),
      }}
      title={translate('resources.studio-settings.name', { smart_count: 1 })}
    >
      <EngineForm definition={studioSettings} schema={studioSettings.update}>
        <LogoInput />
      </EngineForm>
    </Edit>
  );
}
