import { describe, expect, it } from 'vitest';
import { quoteFigures } from '../../../src/shared/quoteFigures';
import { pdfText } from '../../support/pdfText';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody } from './orderSupport';

const ctx = useTestApp();

// docs/languages.md#the-quote-pdf: the PDF is in the language of whoever downloads it, and its
// figures are still the editor's (docs/quote-pdf.md#figures).
describe('the quote PDF in the reader’s language', () => {
  it('is French for a French user, with the editor’s figures, and English again for an English one', async () => {
    const liaison = await signIn(ctx.test.app, 'liaison@example.com');
    const body = await demoOrderBody(ctx.test.app);
    const created = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: liaison,
      payload: { ...body, discountBp: 1000, vatRateBp: 1550, depositBp: 3333 },
    });
    expect(created.statusCode).toBe(201);
    const order = created.json();
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const french = await ctx.test.app.inject({
      method: 'PUT',
      url: '/api/clients/account/language',
      headers: admin,
      payload: { language: 'fr' },
    });
    expect(french.statusCode).toBe(200);
    const pdfOf = async (headers: typeof admin) => {
      const pdf = await ctx.test.app.inject({ url: `/api/orders/${order.id}/quote.pdf`, headers });
      expect(pdf.statusCode).toBe(200);
      return pdfText(pdf.rawPayload).join('\n');
    };

    const frenchText = await pdfOf(admin);
    for (const figure of quoteFigures(order, 'fr')) {
      expect(frenchText).toContain(figure.label);
      expect(frenchText).toContain(figure.amount);
    }
    expect(frenchText).toContain('Prix unitaire');
    expect(frenchText).toContain('Conditions');
    const total = new Intl.NumberFormat('fr', {
      style: 'currency',
      currency: order.currency,
    }).format(order.totals.totalMinor / 100);
    expect(frenchText).toContain(total);
    expect(frenchText).not.toContain('Unit price');

    // The same quote, now cached in French, is English for an English reader.
    const englishText = await pdfOf(liaison);
    expect(englishText).toContain('Unit price');
    expect(englishText).toContain(quoteFigures(order, 'en').at(-2)!.amount);
    expect(englishText).not.toContain('Prix unitaire');
  });
});
