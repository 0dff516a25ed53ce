import { Divider, Stack } from '@mui/material';
import { LanguageSetting } from '../../../client/session/account/LanguageSetting';
import { PasswordSettingsForm } from '../../../client/session/account/PasswordSettingsForm';

/** The two account settings a collector keeps: the account page's own language and password parts. */
export function CollectorSettings() {
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      <LanguageSetting />
      <Divider />
      <PasswordSettingsForm />
    </Stack>
  );
}
