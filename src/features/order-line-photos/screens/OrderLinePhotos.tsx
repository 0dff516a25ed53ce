import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../orders/definition';
import type { OrderLinePhoto } from '../definition';
import { MAX_LIST_ROWS } from '../../../engine/listLimits';
import { isStaffManager } from '../../../shared/roles';
import { useMyRoles } from '../../../engine/screens/useMyRoles';
import { AddLinePhoto } from './AddLinePhoto';
import { LinePhotoGallery } from './LinePhotoGallery';
import '../../../client/i18n/late/linePhotos';

const hasFarmDetails = (farm: Order['lines'][number]['farm']) =>
  !!farm &&
  (farm.photoFileIds.length > 0 || farm.measurements.length > 0 || farm.conditionNotes !== '');

/**
 * docs/order-line-photos.md#on-screen: the photos of the record context's order, line by line (those
 * that have some; every line for staff, who add them there). `level` is the heading level of the
 * section's title, the lines' one below it.
 * @example <OrderLinePhotos level={3} />
 */
export function OrderLinePhotos({ level }: { level: 2 | 3 }) {
  const [title, lineTitle] = level === 2 ? (['h2', 'h3'] as const) : (['h3', 'h4'] as const);
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const staff = isStaffManager(useMyRoles());
  const titleId = useId();
  const { data: photos = [], refetch } = useGetList<OrderLinePhoto>(
    'order-line-photos',
    {
      filter: { orderId: order?.id },
      sort: { field: 'takenAt', order: 'ASC' },
      pagination: { page: 1, perPage: MAX_LIST_ROWS },
    },
    { enabled: !!order },
  );
  if (!order) return null;
  const lines = order.lines
    .map((line, index) => ({
      line,
      number: index + 1,
      progress: photos.filter((photo) => photo.orderLineId === line.id),
    }))
    .filter(({ line, progress }) => staff || hasFarmDetails(line.farm) || progress.length > 0);
  if (lines.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Typography variant="h6" component={title} id={titleId}>
        {translate('portal.linePhotos.title')}
      </Typography>
      {lines.map(({ line, number, progress }) => (
        <Box key={line.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="subtitle2" component={lineTitle}>
            {translate('portal.linePhotos.line', { number })}
          </Typography>
          <LinePhotoGallery line={number} farm={line.farm} progress={progress} />
          {!hasFarmDetails(line.farm) && progress.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('portal.linePhotos.none')}
            </Typography>
          )}
          {staff && (
            <Box>
              <AddLinePhoto lineId={line.id} lineNumber={number} onAdded={() => void refetch()} />
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
