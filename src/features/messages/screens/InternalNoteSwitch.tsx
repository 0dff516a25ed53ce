import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslate } from 'react-admin';
import '../../../client/i18n/late/messages';

/**
 * Staff's switch that makes a message an internal note (docs/messages.md#internal-notes). In a
 * chunk of its own: the client side never sees it, and a client's order page loads the thread at
 * once (bench/bundle).
 * @example <InternalNoteSwitch checked={internal} onChange={setInternal} />
 */
export function InternalNoteSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={translate('portal.messages.internalToggle')}
    />
  );
}
