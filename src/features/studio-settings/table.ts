import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../server/db/schema/recordColumns';
import { files } from '../../server/db/schema/files';

// docs/payments.md#studio-settings: one row, kept one by the unique `singleton` column; a custom
// migration inserts it, so an install without the demo seed has settings to edit.
export const studioSettings = pgTable(
  'studio_settings',
  {
    ...recordColumns(),
    singleton: boolean('singleton').notNull().default(true),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    country: text('country').notNull().default('ZA'),
    // docs/settings.md#studio-dates: blank for the country's own.
    timeZone: text('time_zone').notNull().default(''),
    englishLocale: text('english_locale').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccountName: text('bank_account_name').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    bankBranchCode: text('bank_branch_code').notNull().default(''),
    bankSwift: text('bank_swift').notNull().default(''),
    defaultVatRateBp: integer('default_vat_rate_bp').notNull().default(1500),
    defaultCurrency: text('default_currency').notNull().default('ZAR'),
    paymentTerms: text('payment_terms').notNull().default(''),
    // docs/payments.md#studio-settings: blank for the English ones.
    paymentTermsFr: text('payment_terms_fr').notNull().default(''),
    logoFileId: uuid('logo_file_id').references(() => files.id),
  },
  (table) => [
    uniqueIndex('studio_settings_singleton_key').on(table.singleton),
    check('studio_settings_singleton_check', sql`${table.singleton}`),
    check('studio_settings_vat_rate_check', sql`${table.defaultVatRateBp} between 0 and 10000`),
  ],
);
