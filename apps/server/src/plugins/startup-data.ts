import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import { refuseOpenDemoAccounts } from '../db/demo-accounts';
import { formatDemoAccountsBanner, seedDemoData } from '../db/seed';
import { clockOf, ensurePlacementStartDate } from '../features/calendar/calendar.service';
import { seedSupportContactsFromConfig } from '../features/site-settings/site-settings.service';

export interface TStartupDataOptions {
  config: TConfig;
  now: () => Date;
  /** Where the demo-accounts banner goes; stdout so it shows even with LOG_LEVEL=silent. */
  print: (text: string) => void;
}

// The demo seed runs first: on a fresh database it chooses the placement start (two weeks ago)
// so its entries fall in weeks 1 and 2; otherwise the configured or current Monday is stored.
async function startupDataPlugin(app: FastifyInstance, options: TStartupDataOptions) {
  const { config } = options;
  for (const warning of config.warnings) app.log.warn(warning);
  // A database that started in development (demo seeded) must not go into production with them.
  if (config.isProduction) await refuseOpenDemoAccounts(app.db);
  const created = config.seedDemo
    ? await seedDemoData(app.db, { configuredStartDate: config.ptStartDate, now: options.now() })
    : null;
  const start = await ensurePlacementStartDate(app.db, {
    configured: config.ptStartDate,
    now: options.now(),
  });
  if (created) {
    const { currentWeek } = clockOf(start, options.now());
    options.print(`\n${formatDemoAccountsBanner(created, { startDate: start, currentWeek })}\n\n`);
  }
  app.log.debug({ placementStartDate: start }, 'Placement calendar ready');
  // PAYMENT_NUMBERS / SUPPORT_WHATSAPP only seed; staff change them in the admin settings.
  await seedSupportContactsFromConfig(app.db, config);
}

export default fp(startupDataPlugin, {
  name: 'startup-data',
  fastify: '5.x',
  dependencies: ['database'],
});
