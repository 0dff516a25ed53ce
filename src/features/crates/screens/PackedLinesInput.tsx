import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import type { Crate } from '../definition';
import { lineLabel } from './lineLabel';
import { translateMessage } from '../../../client/i18n/translateMessage';
import { usePackableLines } from './usePackableLines';

/**
 * docs/crates-and-shipments.md#in-the-console: the crate's lines as checkboxes, one a line ready
 * for export or already in the crate ("Q-000042 · Clara Client · Greater Kudu, Shoulder mount ·
 * ZA-1"); the server refuses a line of another client, or one another crate holds.
 * @example <PackedLinesInput />
 */
export function PackedLinesInput() {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source: 'orderLineIds', defaultValue: [] });
  const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  // The lines held as the crate was read stay listed after they are unticked.
  const lines = usePackableLines(useRecordContext<Crate>());
  const error =
    fieldState.invalid && fieldState.error?.message
      ? translateMessage(translate, fieldState.error.message)
      : undefined;
  const toggle = (lineId: string, on: boolean) =>
    field.onChange(on ? [...value, lineId] : value.filter((one) => one !== lineId));
  return (
    <FormControl component="fieldset" error={Boolean(error)} id={id} sx={{ my: 1 }}>
      <FormLabel component="legend">{translate('resources.crates.fields.orderLineIds')}</FormLabel>
      {lines === null ? (
        <FormHelperText>{translate('ra.page.loading')}</FormHelperText>
      ) : lines.length === 0 ? (
        <FormHelperText>{translate('resources.crates.noLinesReady')}</FormHelperText>
      ) : (
        <FormGroup>
          {lines.map((line) => (
            <FormControlLabel
              key={line.lineId}
              control={
                <Checkbox
                  checked={value.includes(line.lineId)}
                  onChange={(event) => toggle(line.lineId, event.target.checked)}
                />
              }
              label={lineLabel(line)}
            />
          ))}
        </FormGroup>
      )}
      <FormHelperText>{error ?? translate('resources.crates.linesHelp')}</FormHelperText>
    </FormControl>
  );
}
