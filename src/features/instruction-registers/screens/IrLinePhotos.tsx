import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';
import type { IrLineBody } from '../definition';
import { ImagePreview } from '../../../client/common/ImagePreview';
import { fileUrl } from '../../../client/data/files/fileUrls';

/**
 * An IR line's photos for its readers, each opening enlarged
 * (docs/instruction-registers.md#photos-and-signatures). `label` names the column.
 * @example <Datagrid><IrLinePhotos label="resources.instruction-registers.fields.lines.photoFileIds" /></Datagrid>
 */
export function IrLinePhotos(_: { label: string }) {
  const line = useRecordContext<IrLineBody>();
  const translate = useTranslate();
  if (!line?.photoFileIds.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {line.photoFileIds.map((id, index) => (
        <ImagePreview
          key={id}
          src={fileUrl(id)}
          alt={`${translate('portal.instructionRegisters.photo.alt')} ${index + 1}`}
          thumbnailSize={56}
          width={320}
          height={320}
        />
      ))}
    </Box>
  );
}
