import { MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { languageSchema } from '../../../shared/authCalls';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '../../../shared/languages';
import { usePortalServices } from '../auth/PortalServicesContext';
import { useCurrentUser } from '../auth/useCurrentUser';
import '../../i18n/late/account';

/**
 * docs/languages.md#choosing: the user's language, saved as soon as it is chosen; the refetched
 * profile then switches every screen to it.
 */
export function LanguageSetting() {
  const { account } = usePortalServices();
  const translate = useTranslate();
  const notify = useNotify();
  const language = useCurrentUser().data?.language ?? DEFAULT_LANGUAGE;
  const save = useMutation({
    mutationFn: account.updateLanguage,
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <TextField
      select
      size="small"
      label={translate('portal.account.settings.language')}
      value={save.isPending ? save.variables.language : language}
      disabled={save.isPending}
      onChange={(event) => save.mutate({ language: languageSchema.parse(event.target.value) })}
      sx={{ minWidth: 200 }}
    >
      {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
        // Each language named in itself, and marked as such for screen readers.
        <MenuItem key={code} value={code} lang={code}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
