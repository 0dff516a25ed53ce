import { describe, expect, it } from 'vitest';
import { formTotals } from '../../../src/features/orders/screens/formTotals';
import { quoteFigures } from '../../../src/shared/quoteFigures';
import { pdfText } from '../../support/pdfText';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody } from './orderSupport';

const ctx = useTestApp();

// docs/quote-pdf.md#figures: the editor computes its totals with the server's rule and words them as
// the PDF does, so what one sees while editing is what the saved order and its quote PDF say.
describe('the quote editor, the server and the quote PDF', () => {
  it('show the same totals for the same order', async () => {
    const headers = await signIn(ctx.test.app, 'liaison@example.com');
    const body = await demoOrderBody(ctx.test.app, { onRequest: true });
    const [priced, onRequest] = body.lines;
    // Figures that round at every step: 2 x 12,500.00 + 3 x 3,800.01 + a line on request, 10 %
    // discount, 15.5 % VAT, 33.33 % deposit.
    const values = {
      ...body,
      lines: [
        { ...priced!, quantity: 2, unitPriceMinor: 1_250_000 },
        { ...priced!, quantity: 3, unitPriceMinor: 380_001 },
        onRequest!,
      ],
      discountBp: 1000,
      vatRateBp: 1550,
      depositBp: 3333,
    };
    const created = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: values,
    });
    expect(created.statusCode).toBe(201);
    const order = created.json();

    // The editor's live figures for what was typed, and for the order as it loads, are the server's.
    expect(formTotals(values)).toEqual(order.totals);
    expect(formTotals(order)).toEqual(order.totals);
    expect(order.totals.hasPriceOnRequest).toBe(true);

    const pdf = await ctx.test.app.inject({ url: `/api/orders/${order.id}/quote.pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).join('\n');
    for (const figure of quoteFigures({ ...order, totals: formTotals(values) })) {
      expect(text).toContain(figure.label);
      expect(text).toContain(figure.amount);
    }
  });
});
