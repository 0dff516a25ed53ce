import { describe, expect, it } from 'vitest';
import { orderCreateBodySchema, orderListFilterSchema } from './definition';
import {
  formatOrderNumber,
  orderStatusChipColour,
  ORDER_STATUSES,
  parseOrderNumber,
} from './orderStatuses';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const body = {
  clientId: id(1),
  pricelistId: id(2),
  currency: 'zar',
  lines: [
    {
      speciesId: id(3),
      trophyTypeId: id(4),
      quantity: 1,
      unitPriceMinor: null,
      tagNumbers: [' za01 '],
    },
  ],
};

describe('order schemas', () => {
  it('accepts a draft with a price-on-request line and fills the defaults', () => {
    expect(orderCreateBodySchema.parse(body)).toEqual({
      ...body,
      currency: 'ZAR',
      outfitterId: null,
      phId: null,
      irId: null,
      // No VAT rate: the server takes the studio's default (docs/payments.md#studio-settings).
      discountBp: 0,
      depositBp: 0,
      landedCosts: [],
      lines: [{ ...body.lines[0], tagNumbers: ['ZA01'], instruction: '' }],
    });
  });

  it('refuses fractional money, zero quantities and rates over 100 %, naming the field', () => {
    const result = orderCreateBodySchema.safeParse({
      ...body,
      vatRateBp: 10_001,
      lines: [{ ...body.lines[0], quantity: 0, unitPriceMinor: 10.5 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'lines.0.quantity',
      'lines.0.unitPriceMinor',
      'vatRateBp',
    ]);
  });

  it('filters only by dates the picker accepts, 1900-01-01 to 2099-12-31', () => {
    expect(orderListFilterSchema.safeParse({ createdFrom: '1900-01-01' }).success).toBe(true);
    expect(orderListFilterSchema.safeParse({ createdTo: '2099-12-31' }).success).toBe(true);
    expect(orderListFilterSchema.safeParse({ createdFrom: '1899-12-31' }).success).toBe(false);
    expect(orderListFilterSchema.safeParse({ createdTo: '2100-01-01' }).success).toBe(false);
  });

  it('shows order numbers as Q-000123 and reads them back however typed', () => {
    expect(formatOrderNumber(123)).toBe('Q-000123');
    expect(parseOrderNumber('Q-000123')).toBe(123);
    expect(parseOrderNumber(' q123 ')).toBe(123);
    expect(parseOrderNumber('123')).toBe(123);
    expect(parseOrderNumber('Botha')).toBeUndefined();
  });

  it("shows 'Draft' as a grey chip and every other status in the secondary colour", () => {
    expect(ORDER_STATUSES.map(orderStatusChipColour)).toEqual([
      'default',
      ...Array(ORDER_STATUSES.length - 1).fill('secondary'),
    ]);
  });
});
