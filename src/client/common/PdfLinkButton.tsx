import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState, type MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { usePortalServices } from '../session/auth/PortalServicesContext';

export interface PdfLinkButtonProps {
  /** The API's address of the PDF. */
  href: string;
  /** The name it is saved under where the browser refuses the tab, without `.pdf`. */
  fileName: string;
  /** Message keys: the button's label, while it is made, and a failure with no message of its own. */
  label: string;
  making: string;
  failed: string;
}

/**
 * Opens one of the studio's PDFs (a quote, an invoice, a statement) in a new tab. A click fetches
 * the PDF here, not in the tab, so a failure (the user's previous PDF still rendering, the server
 * busy, an order not invoiced yet) is a toast in the app, never a tab of raw JSON
 * (docs/quote-pdf.md#in-the-app). The link's own address still works for "open in new tab".
 * @example <PdfLinkButton href={href} fileName="INV-000001" label={label} making={making} failed={failed} />
 */
export function PdfLinkButton({ href, fileName, label, making, failed }: PdfLinkButtonProps) {
  const { http } = usePortalServices();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const open = async (event: MouseEvent) => {
    event.preventDefault();
    // A first render takes seconds, longer than a click lets a page open a tab, so the tab opens
    // now and receives the PDF when it is there.
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const { blob } = await http.request(href, { responseType: 'blob' });
      const url = URL.createObjectURL(blob!);
      if (tab) tab.location.href = url;
      else saveAs(url, `${fileName}.pdf`);
      // The tab has read it by then; the page keeps no copy of every PDF it opened.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      notify((error as Error).message || failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener"
      onClick={open}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : undefined}
    >
      {translate(busy ? making : label)}
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
