import { Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ROLE_LABELS } from '../../../resources/roles';
import { paths } from '../../shared/paths';
import { useCurrentUser } from '../auth/useCurrentUser';
import { countries } from '../forms/countries';
import { useAccount } from './useAccount';

const countryName = (code: string) =>
  countries.find((country) => country.code === code)?.name ?? code;

/** /profile: who is signed in, with the details the studio holds. */
export function ProfilePage() {
  const profile = useCurrentUser().data;
  const account = useAccount().data;
  if (!profile) return null;
  const address = account?.address;

  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Profile
      </Typography>
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
              <Typography variant="h6">{profile.fullName}</Typography>
              <Typography color="text.secondary">{profile.email}</Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            {profile.roles.map((role) => (
              <Chip key={role} label={ROLE_LABELS[role]} size="small" />
            ))}
          </Stack>
          <Typography variant="subtitle2">Phone</Typography>
          <Typography sx={{ mb: 1 }}>{account?.phone || 'Not given'}</Typography>
          <Typography variant="subtitle2">Postal address</Typography>
          <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {address
              ? [
                  address.line1,
                  address.line2,
                  `${address.postalCode} ${address.city}`.trim(),
                  address.region,
                  countryName(address.country),
                ]
                  .filter(Boolean)
                  .join('\n')
              : 'Not given'}
          </Typography>
          <Button component={Link} to={paths.accountSettings} variant="outlined">
            Edit account settings
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
