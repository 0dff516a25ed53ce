import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useStudioSettings } from '../../studio-settings/screens/public';

/**
 * A new order's VAT rate starts at the studio's default, as the server would apply it on saving
 * (docs/payments.md#studio-settings): the totals beside the lines then show the VAT from the start.
 * Renders nothing; only in the create form, and only while no rate was typed.
 */
export function StudioVatDefault() {
  const studio = useStudioSettings();
  const { setValue } = useFormContext();
  const vatRateBp = useWatch({ name: 'vatRateBp' }) as number | null | undefined;
  const rate = studio?.defaultVatRateBp;
  useEffect(() => {
    if (rate !== undefined && vatRateBp == null) setValue('vatRateBp', rate);
  }, [rate, vatRateBp, setValue]);
  return null;
}
