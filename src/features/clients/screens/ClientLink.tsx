import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, Typography } from '@mui/material';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  Form,
  SaveButton,
  TextInput,
  useNotify,
  useRedirect,
  useTranslate,
  type HttpError,
} from 'react-admin';
import {
  clients,
  linkClientBodySchema,
  type LinkClientAnswer,
  type LinkClientBody,
} from '../definition';
import { apiPaths } from '../../../shared/apiPaths';
import { paths } from '../../../shared/paths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';
import '../../../client/i18n/late/clients';

const resolver = zodResolver(linkClientBodySchema) as unknown as Resolver<FieldValues>;

/** clients/link (docs/domain.md#clients): an outfitter links an existing client by e-mail (PUT api/clients/link). */
export function ClientLink() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  // The portal's one HTTP client, so an expired access token is refreshed here too (docs/sessions.md#401-refresh).
  const { http } = usePortalServices();
  const link = async (values: FieldValues) => {
    try {
      // docs/domain.md#clients: the same answer for every e-mail, so the screen says what the server says.
      const answer = await http.put<LinkClientAnswer>(
        apiPaths.clients.link,
        values as LinkClientBody,
      );
      notify(answer.message, { type: 'info' });
      queryClient.removeQueries({ queryKey: [clients.route, 'getList'] });
      redirect(paths.clients);
    } catch (error) {
      const body = (error as HttpError).body as { errors?: Record<string, string> } | undefined;
      notify((error as Error).message, { type: 'error' });
      return body?.errors;
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('portal.clients.link.action')}
        </Typography>
        <Typography variant="body2" gutterBottom>
          {translate('portal.clients.link.intro')}
        </Typography>
        <Form resolver={resolver} onSubmit={link}>
          <TextInput source="email" label="portal.clients.link.email" type="email" fullWidth />
          <SaveButton label="portal.clients.link.submit" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}
