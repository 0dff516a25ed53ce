import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { csvText, type CsvColumn } from '../../../shared/csvRows';
import { downloadCsv } from '../../../client/common/downloadCsv';
import '../../../client/i18n/late/dashboards';

interface CsvDownloadButtonProps<Row> {
  /** Names the file (`<name>.csv`) and the button's accessible label. */
  name: string;
  rows: readonly Row[];
  columns: readonly CsvColumn<Row>[];
}

/**
 * docs/dashboards.md#csv: every chart's data as a CSV file, the rows the chart draws.
 * @example <CsvDownloadButton name="orders-by-status" rows={rows} columns={columns} />
 */
export function CsvDownloadButton<Row>({ name, rows, columns }: CsvDownloadButtonProps<Row>) {
  const translate = useTranslate();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      aria-label={translate('portal.dashboards.download', { name })}
      onClick={() => downloadCsv(`${name}.csv`, csvText(rows, columns))}
    >
      {translate('portal.dashboards.downloadCsv')}
    </Button>
  );
}
