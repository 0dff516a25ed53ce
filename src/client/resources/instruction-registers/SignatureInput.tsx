import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import SignaturePad from 'signature_pad';
import { fileUrl } from '../documents/fileUrls';
import { uploadErrorText } from '../documents/uploadErrorText';
import { useIrFileUpload } from './useIrFileUpload';

/**
 * A signature drawn on the screen (signature_pad), kept as an uploaded PNG's file id
 * (docs/instruction-registers.md#photos-and-signatures).
 */
/** `label` is a message key. */
export function SignatureInput({ source, label: labelKey }: { source: string; label: string }) {
  const translate = useTranslate();
  const label = translate(labelKey);
  const upload = useIrFileUpload();
  const { field } = useInput<string | null>({ source, defaultValue: null });
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [signing, setSigning] = useState(!field.value);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (!signing || !canvas.current) return;
    pad.current = new SignaturePad(canvas.current, { backgroundColor: 'rgb(255,255,255)' });
    return () => pad.current?.off();
  }, [signing]);
  const keep = async () => {
    if (!pad.current || pad.current.isEmpty())
      return setProblem(translate('portal.instructionRegisters.signature.signFirst'));
    // From the canvas itself: the portal's content security policy allows no fetch of a data URL.
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.current!.toBlob(resolve, 'image/png'),
    );
    if (!blob) return setProblem(translate('portal.instructionRegisters.signature.notKept'));
    try {
      const stored = await upload(new File([blob], 'signature.png', { type: 'image/png' }));
      field.onChange(stored.id);
      setSigning(false);
      setProblem('');
    } catch (error) {
      setProblem(uploadErrorText(translate, error));
    }
  };
  return (
    <Box component="section" aria-label={label} sx={{ my: 2 }}>
      <Typography variant="subtitle1">{label}</Typography>
      {signing ? (
        <>
          <canvas
            ref={canvas}
            width={320}
            height={160}
            aria-label={translate('portal.instructionRegisters.signature.pad', { label })}
            style={{ border: '1px solid #999', touchAction: 'none', maxWidth: '100%' }}
          />
          <Stack direction="row" spacing={1}>
            <Button size="large" onClick={() => pad.current?.clear()}>
              {translate('portal.instructionRegisters.signature.clear')}
            </Button>
            <Button size="large" variant="contained" onClick={() => void keep()}>
              {translate('portal.instructionRegisters.signature.keep')}
            </Button>
          </Stack>
        </>
      ) : (
        <Stack direction="row" spacing={1} alignItems="center">
          {field.value && <img src={fileUrl(field.value)} alt={label} width={160} height={80} />}
          <Button size="large" onClick={() => setSigning(true)}>
            {translate('portal.instructionRegisters.signature.signAgain')}
          </Button>
        </Stack>
      )}
      {problem && <Typography color="error">{problem}</Typography>}
    </Box>
  );
}
