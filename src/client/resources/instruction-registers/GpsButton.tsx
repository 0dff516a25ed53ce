import MyLocationIcon from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * Fills collected-at and the GPS position from the phone when the collector allows it
 * (docs/instruction-registers.md#the-register); refused or unavailable, the IR is kept without one.
 */
export function GpsButton() {
  const { setValue } = useFormContext();
  const [latitude, longitude] = useWatch({ name: ['latitude', 'longitude'] }) as [
    number | null,
    number | null,
  ];
  const [problem, setProblem] = useState('');
  const locate = () => {
    setValue('collectedAt', new Date().toISOString(), { shouldDirty: true });
    if (!('geolocation' in navigator)) return setProblem('This device gives no position');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setProblem('');
        setValue('latitude', Number(coords.latitude.toFixed(6)), { shouldDirty: true });
        setValue('longitude', Number(coords.longitude.toFixed(6)), { shouldDirty: true });
      },
      () => setProblem('No position: saved without one'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <div>
      <Button size="large" variant="outlined" startIcon={<MyLocationIcon />} onClick={locate}>
        Collected now, here
      </Button>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {latitude !== null && longitude !== null
          ? `Position ${latitude}, ${longitude}`
          : problem || 'No position yet'}
      </Typography>
    </div>
  );
}
