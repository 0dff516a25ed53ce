import { eq, sql } from 'drizzle-orm';
import { paymentSchema, payments } from './definition';
import { payments as paymentsTable } from './table';
import { users } from '../users/table';
import { personNameSql } from '../../server/db/personName';
import type { Values, WriteContext } from '../../engine/server/resourceStore';
import { serverResource, type ServerResource } from '../../engine/server/serverResource';
import { addPaymentHistoryRow } from './server/paymentHistoryRow';
import { paymentColumns } from './server/paymentColumns';
import { mailReceipt } from './server/paymentMail';
import { paymentOrder } from './server/paymentOrder';

const table = paymentsTable;

/** docs/payments.md#history, #receipts: what follows a payment, in its transaction. */
async function afterRecording({ tx, request }: WriteContext, record: Values): Promise<void> {
  const payment = paymentSchema.parse(record);
  const order = await paymentOrder(tx, payment.orderId);
  await addPaymentHistoryRow(tx, order, payment);
  await mailReceipt(request, tx, order, payment);
}

/**
 * Payments: listed, read and recorded through the engine (its audit row included), never changed
 * or deleted (docs/payments.md#what); the currency is the order's, the recorder the writer.
 */
export const paymentsServer: ServerResource<'payments'> = serverResource(payments, {
  table,
  crud: ['list', 'read', 'create'],
  computed: {
    recordedByName: sql<string>`(select ${personNameSql(users)} from ${users} where ${eq(users.id, table.recordedById)})`,
    // ISO text: the record's schema (and the wire) want a string, not a Date.
    recordedAt: sql<string>`to_json("payments"."created_at")#>>'{}'`,
  },
  sortBy: { recordedAt: table.createdAt },
  hooks: {
    columns: paymentColumns(() => paymentsServer.store),
    afterCreate: afterRecording,
  },
});
