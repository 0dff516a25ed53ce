import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { LineFarm } from '../../orders/lineFarm';
import type { OrderLinePhoto } from '../definition';
import { ImagePreview } from '../../../client/common/ImagePreview';
import { thumbnailUrl } from '../../../client/data/files/fileUrls';
import { useDateText } from '../../../client/common/useDateText';
import '../../../client/i18n/late/linePhotos';

const THUMBNAIL = 88;

/** A row of thumbnails that wraps on a phone; each one a figure with its caption under it. */
function Thumbnails({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {children}
    </Box>
  );
}

function Photo({ fileId, alt, caption }: { fileId: string; alt: string; caption?: string }) {
  return (
    <Box component="li" sx={{ width: THUMBNAIL }}>
      <ImagePreview src={thumbnailUrl(fileId)} alt={alt} thumbnailSize={THUMBNAIL} />
      {caption && (
        <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {caption}
        </Typography>
      )}
    </Box>
  );
}

/** What the register said at the farm: its photos, then the measurements and condition notes. */
function FarmDetails({ farm, line }: { farm: LineFarm; line: number }) {
  const translate = useTranslate();
  return (
    <>
      {farm.photoFileIds.length > 0 && (
        <Thumbnails label={translate('portal.linePhotos.farm')}>
          {farm.photoFileIds.map((fileId, index) => (
            <Photo
              key={fileId}
              fileId={fileId}
              alt={translate('portal.linePhotos.farmPhoto', { number: index + 1, line })}
            />
          ))}
        </Thumbnails>
      )}
      {farm.measurements.length > 0 && (
        <Box component="dl" sx={{ m: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate('portal.linePhotos.measurements')}
          </Typography>
          {farm.measurements.map(({ name, value }) => (
            <Typography key={name} component="dd" variant="body2" sx={{ m: 0 }}>
              {name}: {value}
            </Typography>
          ))}
        </Box>
      )}
      {farm.conditionNotes !== '' && (
        <Box component="dl" sx={{ m: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate('portal.linePhotos.conditionNotes')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {farm.conditionNotes}
          </Typography>
        </Box>
      )}
    </>
  );
}

/**
 * One order line's photos in the order of the trophy's way (docs/order-line-photos.md#on-screen):
 * the farm's from the register with its measurements and condition notes, then the studio's
 * progress photos by the day they were taken, each opening enlarged.
 * @example <LinePhotoGallery line={1} farm={line.farm} progress={photos} />
 */
export function LinePhotoGallery({
  line,
  farm,
  progress,
}: {
  line: number;
  farm: LineFarm | null;
  progress: readonly OrderLinePhoto[];
}) {
  const translate = useTranslate();
  const day = useDateText();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {farm && <FarmDetails farm={farm} line={line} />}
      {progress.length > 0 && (
        <Thumbnails label={translate('portal.linePhotos.studio')}>
          {progress.map((photo, index) => (
            <Photo
              key={photo.id}
              fileId={photo.fileId}
              alt={
                photo.caption ||
                translate('portal.linePhotos.progressPhoto', { number: index + 1, line })
              }
              caption={[day(photo.takenAt), photo.caption].filter(Boolean).join(' · ')}
            />
          ))}
        </Thumbnails>
      )}
    </Box>
  );
}
