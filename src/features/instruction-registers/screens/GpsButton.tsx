import MyLocationIcon from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * Fills collected-at and the GPS position from the phone when the collector allows it
 * (docs/instruction-registers.md#the-register); refused or unavailable, the IR is kept without one.
 */
export function GpsButton() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  // A new IR's form has no position at all (undefined), a saved one without a position null.
  const [latitude, longitude] = useWatch({ name: ['latitude', 'longitude'] }) as [
    number | null | undefined,
    number | null | undefined,
  ];
  const [problem, setProblem] = useState('');
  const locate = () => {
    setValue('collectedAt', new Date().toISOString(), { shouldDirty: true });
    if (!('geolocation' in navigator))
      return setProblem(translate('portal.instructionRegisters.gps.noDevicePosition'));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setProblem('');
        setValue('latitude', Number(coords.latitude.toFixed(6)), { shouldDirty: true });
        setValue('longitude', Number(coords.longitude.toFixed(6)), { shouldDirty: true });
      },
      () => setProblem(translate('portal.instructionRegisters.gps.refused')),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <div>
      <Button size="large" variant="outlined" startIcon={<MyLocationIcon />} onClick={locate}>
        {translate('portal.instructionRegisters.gps.collectedNow')}
      </Button>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {typeof latitude === 'number' && typeof longitude === 'number'
          ? translate('portal.instructionRegisters.gps.position', { latitude, longitude })
          : problem || translate('portal.instructionRegisters.gps.noPositionYet')}
      </Typography>
    </div>
  );
}
