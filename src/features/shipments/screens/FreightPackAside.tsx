import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Shipment } from '../definition';
import type { FreightPackStatus } from '../freightPackStatus';
import { API_PREFIX } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';
import { useDateText } from '../../../client/common/useDateText';

/** What the latest link is: sent to whom and when, and until when it works or since when not. */
function linkText(
  link: NonNullable<FreightPackStatus['link']>,
  translate: ReturnType<typeof useTranslate>,
  date: (value: string) => string,
) {
  const facts = { email: link.sentTo, sent: date(link.createdAt), expires: date(link.expiresAt) };
  if (link.revokedAt)
    return translate('resources.shipments.packRevoked', {
      ...facts,
      revoked: date(link.revokedAt),
    });
  if (new Date(link.expiresAt) <= new Date())
    return translate('resources.shipments.packExpired', facts);
  return translate('resources.shipments.packOpen', facts);
}

/**
 * docs/crates-and-shipments.md#the-freight-agents-pack: beside a shipment, staff send its freight
 * agent the pack's link, revoke it, and see each time it was used.
 * @example <EngineShow definition={shipments} aside={<FreightPackAside />} />
 */
export function FreightPackAside() {
  const shipment = useRecordContext<Shipment>();
  const translate = useTranslate();
  const notify = useNotify();
  const day = useDateText();
  const moment = useDateText('dateTime');
  const { http } = usePortalServices();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const path = `${API_PREFIX}/shipments/${shipment?.id}/freight-pack`;
  const queryKey = ['shipments', 'freight-pack', shipment?.id];
  const { data } = useQuery({
    queryKey,
    queryFn: () => http.get<FreightPackStatus>(path),
    enabled: shipment !== undefined,
  });
  if (!shipment) return null;

  const act = async (url: string, done: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(queryKey, await http.post<FreightPackStatus>(url, {}));
      notify(done, { type: 'success', messageArgs: { email: shipment.freightAgentEmail } });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const link = data?.link ?? null;
  const inForce = link && !link.revokedAt && new Date(link.expiresAt) > new Date();
  return (
    <Box
      component="aside"
      aria-label={translate('resources.shipments.pack')}
      sx={{ p: 2, minWidth: 260, maxWidth: { md: 360 } }}
    >
      <Typography component="h2" variant="h6">
        {translate('resources.shipments.pack')}
      </Typography>
      <Typography variant="body2">
        {link ? linkText(link, translate, day) : translate('resources.shipments.packNone')}
      </Typography>
      {!shipment.freightAgentEmail && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.shipments.packNoEmail')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          disabled={busy || !shipment.freightAgentEmail}
          onClick={() => void act(path, 'resources.shipments.packSent')}
        >
          {translate('resources.shipments.packSend')}
        </Button>
        {inForce && (
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => void act(`${path}/revoke`, 'resources.shipments.packWithdrawn')}
          >
            {translate('resources.shipments.packRevoke')}
          </Button>
        )}
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {translate('resources.shipments.packUses')}
      </Typography>
      {!data || data.uses.length === 0 ? (
        <Typography variant="body2">{translate('resources.shipments.packNoUses')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {data.uses.map((use) => (
            <Typography component="li" variant="body2" key={`${use.linkId}-${use.usedAt}`}>
              {translate(
                use.kind === 'zip'
                  ? 'resources.shipments.packUseZip'
                  : 'resources.shipments.packUsePage',
                { at: moment(use.usedAt), ip: use.ip },
              )}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
