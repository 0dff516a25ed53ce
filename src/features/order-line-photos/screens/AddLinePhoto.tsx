import AddAPhoto from '@mui/icons-material/AddAPhoto';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FileButton } from '../../../client/common/FileButton';
import { uploadErrorText } from '../../../client/data/files/uploadErrorText';
import { useFileUpload } from '../../../client/data/files/useFileUpload';
import type { OrderLinePhotoBody } from '../definition';
import '../../../client/i18n/late/linePhotos';

/** The photo types a phone or a camera gives; the server decides by the bytes (docs/files.md#types). */
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/**
 * Staff's button that adds progress photos to one order line: each chosen photo is uploaded, then
 * attached (docs/order-line-photos.md#adding); `onAdded` once they are.
 * @example <AddLinePhoto lineId={line.id} lineNumber={1} onAdded={refetch} />
 */
export function AddLinePhoto({
  lineId,
  lineNumber,
  onAdded,
}: {
  lineId: string;
  lineNumber: number;
  onAdded: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const upload = useFileUpload();
  const dataProvider = useDataProvider();
  const [adding, setAdding] = useState(false);

  const add = async (files: File[]) => {
    setAdding(true);
    try {
      for (const file of files) {
        const stored = await upload(file, () => undefined);
        const data: OrderLinePhotoBody = { orderLineId: lineId, fileId: stored.id };
        await dataProvider.create('order-line-photos', { data });
      }
      notify('portal.linePhotos.added', { type: 'success' });
    } catch (error) {
      notify('portal.linePhotos.notAdded', {
        type: 'error',
        messageArgs: { why: uploadErrorText(translate, error) },
      });
    } finally {
      setAdding(false);
      onAdded();
    }
  };

  return (
    <FileButton
      accept={PHOTO_TYPES}
      multiple
      again
      size="small"
      variant="outlined"
      startIcon={<AddAPhoto />}
      disabled={adding}
      inputLabel={translate('portal.linePhotos.addTo', { line: lineNumber })}
      onFiles={(files) => void add(files)}
    >
      {translate(adding ? 'portal.linePhotos.adding' : 'portal.linePhotos.add')}
    </FileButton>
  );
}
