import './backend/load-env.ts';
import cluster from 'node:cluster';
import { openBackend } from './backend/app.ts';
import { readBackendConfig } from './backend/config.ts';
import { runPrimary } from './server/cluster.ts';
import { drainOnSignals } from './server/drain.ts';
import { readProcessSettings, type ProcessSettings } from './server/process-settings.ts';
import { openShop } from './server/shop.ts';

/**
 * The production entry (DESIGN.md; docs/decisions/0028): one process serving the shop, or, with
 * WEB_CONCURRENCY above 1, a primary that migrates and seeds the database once and then forks
 * that many workers, each of them this file again serving the same port.
 */
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 3000);

let settings: ProcessSettings;
try {
  settings = readProcessSettings(process.env);
} catch (error) {
  console.error(`Caigou cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

if (cluster.isPrimary && settings.workers > 1) {
  await runPrimary({
    workers: settings.workers,
    port,
    // Migrations, the demo seed and the search index, once; the primary serves nothing, so it
    // neither runs jobs nor needs the attempt counters' Redis.
    prepare: async () => {
      const backend = await openBackend(readBackendConfig({ ...process.env, REDIS_URL: '' }), { scheduler: false });
      await backend.close();
    },
  });
} else {
  const shop = await openShop({ production, seed: cluster.isPrimary });
  drainOnSignals(shop.server, { shutdownSeconds: settings.shutdownSeconds, close: shop.close });
  shop.server.listen(port, () => {
    if (cluster.isPrimary) console.info(`Caigou on http://localhost:${port}`);
  });
}
