import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState, type MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Order } from '../definition';
import { formatOrderNumber } from '../orderStatuses';
import { API_PREFIX } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';
import '../../../client/i18n/late/orders';

/**
 * Opens the order's quote PDF in a new tab. A click fetches the PDF here, not in the tab, so a failure
 * (the user's previous PDF still rendering, the server busy) is a toast in the app, never a tab of
 * raw JSON (docs/quote-pdf.md#in-the-app).
 */
export function QuotePdfButton({ order }: { order: Pick<Order, 'id' | 'number'> }) {
  const { http } = usePortalServices();
  const notify = useNotify();
  const translate = useTranslate();
  const [making, setMaking] = useState(false);
  const href = `${API_PREFIX}/orders/${order.id}/quote.pdf`;
  const open = async (event: MouseEvent) => {
    event.preventDefault();
    // A first render takes seconds, longer than a click lets a page open a tab, so the tab opens
    // now and receives the PDF when it is there.
    const tab = window.open('', '_blank');
    setMaking(true);
    try {
      const { blob } = await http.request(href, { responseType: 'blob' });
      const url = URL.createObjectURL(blob!);
      if (tab) tab.location.href = url;
      else saveAs(url, `${formatOrderNumber(order.number)}.pdf`);
      // The tab has read it by then; the page keeps no copy of every PDF it opened.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      notify((error as Error).message || 'portal.orders.workflow.quotePdfFailed', {
        type: 'error',
      });
    } finally {
      setMaking(false);
    }
  };
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener"
      onClick={open}
      disabled={making}
      startIcon={making ? <CircularProgress size={16} /> : undefined}
    >
      {translate(
        making ? 'portal.orders.workflow.quotePdfMaking' : 'portal.orders.workflow.quotePdf',
      )}
    </Button>
  );
}

/** Where the browser refused the tab, the PDF is saved instead of leaving the app. */
function saveAs(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
}
