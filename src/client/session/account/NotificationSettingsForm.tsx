import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Controller, useForm } from 'react-hook-form';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  notificationSettingsSchema,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationSettings,
} from '../../../shared/notificationCalls';
import { cacheTags } from '../../data/http/cacheTags';
import { usePortalServices } from '../auth/PortalServicesContext';
import { BusyButton } from '../forms/BusyButton';
import { useFormSubmit } from '../forms/useFormSubmit';
import '../../i18n/late/account';

const KIND_LABELS = {
  orderStatus: 'portal.account.settings.notifications.orderStatus',
  expectedDates: 'portal.account.settings.notifications.expectedDates',
  photos: 'portal.account.settings.notifications.photos',
  messages: 'portal.account.settings.notifications.messages',
} as const satisfies Record<NotificationKind, string>;

const DELIVERY_LABELS = {
  immediate: 'portal.account.settings.notifications.immediate',
  weeklyDigest: 'portal.account.settings.notifications.weeklyDigest',
} as const satisfies Record<NotificationDelivery, string>;

/** Account settings, e-mails tab: the form once GET /api/clients/account/notifications answers. */
export function NotificationSettingsTab() {
  const { account } = usePortalServices();
  const translate = useTranslate();
  const settings = useQuery({
    queryKey: cacheTags.notificationSettings,
    queryFn: account.fetchNotificationSettings,
  });
  if (settings.isPending) {
    return <Typography color="text.secondary">{translate('portal.shell.loading')}</Typography>;
  }
  if (!settings.data) {
    return <Typography color="error">{translate('portal.account.settings.loadFailed')}</Typography>;
  }
  return <NotificationSettingsForm settings={settings.data} />;
}

/**
 * The e-mails tab's form (docs/notifications.md#choosing): a switch per kind of order news
 * and whether they come one by one or in the weekly digest, saved together.
 */
export function NotificationSettingsForm(props: { settings: NotificationSettings }) {
  const { account } = usePortalServices();
  const notify = useNotify();
  const translate = useTranslate();
  const form = useForm({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: props.settings,
  });
  const { onSubmit, busy } = useFormSubmit(
    form,
    account.updateNotificationSettings,
    notify,
    (saved) => {
      form.reset(saved);
      notify(translate('portal.account.settings.notifications.saved'), { type: 'success' });
    },
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} sx={{ maxWidth: 520 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend">
          {translate('portal.account.settings.notifications.kinds')}
        </FormLabel>
        <FormGroup>
          {NOTIFICATION_KINDS.map((kind) => (
            <Controller
              key={kind}
              control={form.control}
              name={kind}
              render={({ field }) => (
                <FormControlLabel
                  label={translate(KIND_LABELS[kind])}
                  control={
                    <Switch
                      name={field.name}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              )}
            />
          ))}
        </FormGroup>
      </FormControl>
      <Controller
        control={form.control}
        name="delivery"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">
              {translate('portal.account.settings.notifications.delivery')}
            </FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {NOTIFICATION_DELIVERIES.map((delivery) => (
                <FormControlLabel
                  key={delivery}
                  value={delivery}
                  control={<Radio />}
                  label={translate(DELIVERY_LABELS[delivery])}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <BusyButton type="submit" style={{ alignSelf: 'flex-start' }} busy={busy}>
        {translate('portal.account.settings.notifications.save')}
      </BusyButton>
    </Stack>
  );
}
