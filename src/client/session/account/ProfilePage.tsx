import { Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ROLE_KEYS } from '../../../shared/roles';
import { paths } from '../../../shared/paths';
import { useCurrentUser } from '../auth/useCurrentUser';
import { countryName } from '../forms/countries';
import { useAccount } from './useAccount';
import '../../i18n/late/account';

/** /profile: who is signed in, with the details the studio holds. */
export function ProfilePage() {
  const profile = useCurrentUser().data;
  const account = useAccount().data;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!profile) return null;
  const address = account?.address;
  const notGiven = translate('portal.account.profile.notGiven');

  return (
    <Box sx={{ py: 3 }}>
      <Title title="portal.account.profile.title" />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
            <Avatar
              src={profile.avatarUrl ?? undefined}
              sx={{ width: 48, height: 48, bgcolor: 'primary.main' }}
            >
              {`${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`}
            </Avatar>
            <Box>
              <Typography variant="h6" component="h2">
                {profile.fullName}
              </Typography>
              <Typography color="text.secondary">{profile.email}</Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            {profile.roles.map((role) => (
              <Chip key={role} label={translate(ROLE_KEYS[role])} size="small" />
            ))}
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {translate('portal.account.profile.phone')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{account?.phone || notGiven}</Typography>
          <Typography variant="subtitle2" component="h3">
            {translate('portal.account.profile.postalAddress')}
          </Typography>
          <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {address
              ? [
                  address.line1,
                  address.line2,
                  `${address.postalCode} ${address.city}`.trim(),
                  address.region,
                  countryName(address.country, locale),
                ]
                  .filter(Boolean)
                  .join('\n')
              : notGiven}
          </Typography>
          <Button component={Link} to={paths.accountSettings} variant="outlined">
            {translate('portal.account.profile.edit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
