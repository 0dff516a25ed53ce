import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface FileButtonProps extends Omit<ButtonProps<'label'>, 'component' | 'role'> {
  children: ReactNode;
  /** The file input's `accept`: the types the chooser offers. */
  accept: string;
  multiple?: boolean;
  /** `environment`: a phone opens its back camera rather than the files. */
  capture?: 'environment';
  /** The input's own name, where the button's text is not enough for a screen reader. */
  inputLabel?: string;
  /** Empties the input once its files are handed over, so the same file can be chosen again. */
  again?: boolean;
  /** The files chosen. */
  onFiles: (files: File[]) => void;
}

/**
 * A button that opens the file chooser (or a phone's camera): MUI's Button as a label round a
 * hidden file input. The label keeps its own role, not `button`, which axe refuses on a label
 * (aria-allowed-role), as MUI's file-upload example does.
 * @example <FileButton accept="image/*" capture="environment" onFiles={(files) => add(files)}>Take a photo</FileButton>
 */
export function FileButton({
  children,
  accept,
  multiple,
  capture,
  inputLabel,
  again,
  onFiles,
  ...button
}: FileButtonProps) {
  return (
    <Button component="label" role={undefined} {...button}>
      {children}
      <input
        hidden
        type="file"
        accept={accept}
        multiple={multiple}
        capture={capture}
        aria-label={inputLabel}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          if (again) event.target.value = '';
        }}
      />
    </Button>
  );
}
