import SettingsIcon from '@mui/icons-material/Settings';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';
import { ScreenLoading } from '../../../client/shell/screens/ScreenLoading';

// The account's forms load when the dialog opens, off the IR list's first load (bench/bundle).
const CollectorSettings = lazyComponent(
  () => import('./CollectorSettings'),
  'CollectorSettings',
  <ScreenLoading />,
);

/**
 * docs/instruction-registers.md#the-list: a collector, kept to the registers' area and without
 * account settings, changes their language and password here.
 */
export function CollectorSettingsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const title = translate('portal.instructionRegisters.settings.title');
  return (
    <>
      <Button label="portal.instructionRegisters.settings.title" onClick={() => setOpen(true)}>
        <SettingsIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="collector-settings">
        <DialogTitle id="collector-settings">{title}</DialogTitle>
        <DialogContent>{open ? <CollectorSettings /> : null}</DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
