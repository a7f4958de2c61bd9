import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';
import type { FileStore } from '../../adapters/files.ts';
import { seedBrands } from './brands.ts';
import { seedCategories } from './catalogue.ts';
import { seedCertification } from './certification.ts';
import { seedCompanies } from './companies.ts';
import { seedConsoleWork } from './console.ts';
import { seedContracts } from './contracts.ts';
import { seedDemoGoods } from './demo-goods.ts';
import { SeedImages } from './images.ts';
import { seedPurchaseLists } from './purchase-lists.ts';
import { seedQuickOrders } from './quick-orders.ts';
import { seedApprovalRules } from './approval-rules.ts';
import { seedBudgets } from './budgets.ts';
import { seedPriceLists } from './price-lists.ts';
import { seedPunchout } from './punchout.ts';
import { seedRegions } from './regions.ts';
import { seedStaff } from './staff.ts';
import { seedStatements } from './statements.ts';
import { seedStorefront } from './storefront.ts';

/**
 * Fills an empty database with the demo shop of DESIGN.md 'Demo data': regions,
 * catalogue, storefront, the demo companies (the first certified, both with a signed contract that
 * grants their credit, and last month's credit orders with their statement awaiting confirmation),
 * one staff account per role,
 * and work waiting for the console. Deterministic: every fresh start
 * gets the same rows (password salts aside), last month's dated from the day it starts.
 * The caller checks the database is empty.
 * One transaction, so a failed seed leaves nothing half-done.
 */
export async function seedDemo(
  db: Kysely<Database>,
  options: { files: FileStore; publicFiles: FileStore; now: number },
): Promise<void> {
  const images = new SeedImages(options.publicFiles);
  await db.transaction().execute(async (trx) => {
    await seedRegions(trx);
    const categoryIds = await seedCategories(trx, images);
    const brands = await seedBrands(trx, images);
    await seedDemoGoods(trx, categoryIds, brands, images);
    await seedStorefront(trx, categoryIds, images);
    await seedCompanies(trx);
    await seedStaff(trx);
    await seedConsoleWork(trx);
    await seedCertification(trx, options.files);
    await seedContracts(trx, options.files);
    await seedStatements(trx, options.now);
    await seedQuickOrders(trx, options.now);
    await seedPurchaseLists(trx, options.now);
    await seedApprovalRules(trx, options.now);
    await seedBudgets(trx, options.now);
    await seedPriceLists(trx, options.now);
    await seedPunchout(trx, options.now);
    await images.save();
  });
}
