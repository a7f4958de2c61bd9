import { sql, Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Connection } from './connect.ts';
import { foundation } from './migrations/0001_foundation.ts';
import { goodsSearch } from './migrations/0002_goods_search.ts';
import { merchantMessage } from './migrations/0003_merchant_message.ts';
import { collection } from './migrations/0004_collection.ts';
import { goodsSortIndexes } from './migrations/0005_goods_sort_indexes.ts';
import { buying } from './migrations/0006_buying.ts';
import { goodsSearchPhrases } from './migrations/0007_goods_search_phrases.ts';
import { hardening } from './migrations/0008_hardening.ts';
import { storefrontSpeed } from './migrations/0009_storefront_speed.ts';
import { englishNames } from './migrations/0010_english_names.ts';
import { staff } from './migrations/0011_staff.ts';
import { certification } from './migrations/0012_certification.ts';
import { afterSales } from './migrations/0013_after_sales.ts';
import { credit } from './migrations/0014_credit.ts';
import { jobs } from './migrations/0015_jobs.ts';
import { statements } from './migrations/0016_statements.ts';
import { invoices } from './migrations/0017_invoices.ts';
import { statementReminders } from './migrations/0018_statement_reminders.ts';
import { englishStorefront } from './migrations/0019_english_storefront.ts';
import { outOfStockIndex } from './migrations/0020_out_of_stock_index.ts';
import { storefrontVersion } from './migrations/0021_storefront_version.ts';
import { approvalAndVettingNames } from './migrations/0022_approval_and_vetting_names.ts';
import { smsOutboxDelivery } from './migrations/0023_sms_outbox_delivery.ts';
import { catalogueVersion } from './migrations/0024_catalogue_version.ts';
import { quickOrder } from './migrations/0025_quick_order.ts';
import { purchaseLists } from './migrations/0026_purchase_lists.ts';
import { approvalRules } from './migrations/0027_approval_rules.ts';
import { budgets } from './migrations/0028_budgets.ts';
import { priceLists } from './migrations/0029_price_lists.ts';
import { voucherSettings } from './migrations/0030_voucher_settings.ts';
import { webhooks } from './migrations/0031_webhooks.ts';
import { punchout } from './migrations/0032_punchout.ts';

/** Migrations in order; names never change once released. */
function migrations(dialect: Connection['dialect']): Record<string, Migration> {
  return {
    '0001_foundation': foundation(dialect),
    '0002_goods_search': goodsSearch(dialect),
    '0003_merchant_message': merchantMessage(dialect),
    '0004_collection': collection(dialect),
    '0005_goods_sort_indexes': goodsSortIndexes(),
    '0006_buying': buying(dialect),
    '0007_goods_search_phrases': goodsSearchPhrases(dialect),
    '0008_hardening': hardening(dialect),
    '0009_storefront_speed': storefrontSpeed(dialect),
    '0010_english_names': englishNames(),
    '0011_staff': staff(dialect),
    '0012_certification': certification(dialect),
    '0013_after_sales': afterSales(dialect),
    '0014_credit': credit(dialect),
    '0015_jobs': jobs(dialect),
    '0016_statements': statements(dialect),
    '0017_invoices': invoices(dialect),
    '0018_statement_reminders': statementReminders(),
    '0019_english_storefront': englishStorefront(),
    '0020_out_of_stock_index': outOfStockIndex(),
    '0021_storefront_version': storefrontVersion(dialect),
    '0022_approval_and_vetting_names': approvalAndVettingNames(),
    '0023_sms_outbox_delivery': smsOutboxDelivery(),
    '0024_catalogue_version': catalogueVersion(dialect),
    '0025_quick_order': quickOrder(dialect),
    '0026_purchase_lists': purchaseLists(dialect),
    '0027_approval_rules': approvalRules(dialect),
    '0028_budgets': budgets(dialect),
    '0029_price_lists': priceLists(dialect),
    '0030_voucher_settings': voucherSettings(dialect),
    '0031_webhooks': webhooks(dialect),
    '0032_punchout': punchout(dialect),
  };
}

/** Brings the database up to the newest schema; runs at every start. */
export async function migrateToLatest(connection: Connection): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(connection.dialect) };
  // On PostgreSQL the bookkeeping tables live in the connection's own schema (the search path),
  // so a database holding several schemas (the tests' ones) keeps them apart.
  const migrationTableSchema =
    connection.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(connection.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db: connection.db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
