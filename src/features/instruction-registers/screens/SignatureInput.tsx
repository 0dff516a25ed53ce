import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import SignaturePad from 'signature_pad';
import { fileUrl } from '../../../client/data/files/fileUrls';
import { uploadErrorText } from '../../../client/data/files/uploadErrorText';
import { useDrawnSignaturesContext } from './drawnSignatures';
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
  const drawn = useDrawnSignaturesContext();
  // The pad's strokes kept as an uploaded PNG: by "Keep signature", or by the editor's Save.
  const keepDrawn = async (): Promise<string | null> => {
    if (!pad.current || pad.current.isEmpty()) return null;
    // From the canvas itself: the portal's content security policy allows no fetch of a data URL.
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.current!.toBlob(resolve, 'image/png'),
    );
    if (!blob) {
      setProblem(translate('portal.instructionRegisters.signature.notKept'));
      return null;
    }
    try {
      const stored = await upload(new File([blob], 'signature.png', { type: 'image/png' }));
      field.onChange(stored.id);
      setSigning(false);
      setProblem('');
      return stored.id;
    } catch (error) {
      setProblem(uploadErrorText(translate, error));
      return null;
    }
  };
  // The editor learns of strokes not kept yet, so its Save keeps them (drawnSignatures.ts).
  const drew = useEffectEvent(() => drawn?.set(source, keepDrawn));
  const forget = useEffectEvent(() => drawn?.set(source, null));
  useEffect(() => {
    if (!signing || !canvas.current) return;
    const signaturePad = new SignaturePad(canvas.current, { backgroundColor: 'rgb(255,255,255)' });
    pad.current = signaturePad;
    const onStroke = () => drew();
    signaturePad.addEventListener('endStroke', onStroke);
    return () => {
      signaturePad.removeEventListener('endStroke', onStroke);
      signaturePad.off();
      forget();
    };
  }, [signing]);
  const keep = async () => {
    if (!pad.current || pad.current.isEmpty())
      return setProblem(translate('portal.instructionRegisters.signature.signFirst'));
    await keepDrawn();
  };
  const clear = () => {
    pad.current?.clear();
    drawn?.set(source, null);
  };
  return (
    <Box component="section" aria-label={label} sx={{ my: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {label}
      </Typography>
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
            <Button size="large" onClick={clear}>
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
