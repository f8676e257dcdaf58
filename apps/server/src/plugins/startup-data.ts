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

/**
 * PT_START_DATE only seeds a new database; staff move the start of an existing one (ADR 19). Set
 * after the first start (or on a database copy-to-postgres filled), it used to change nothing and
 * say nothing (operator audit, defect 7).
 */
function warnIgnoredStartDate(
  app: FastifyInstance,
  configured: string | undefined,
  stored: string,
) {
  if (!configured || configured === stored) return;
  app.log.warn(
    { configured, stored },
    `PT_START_DATE=${configured} is ignored: it only sets the placement start of a new database, ` +
      `and this one starts on ${stored}. Staff move the start in the Admin Dashboard (Placement ` +
      'start date), which moves every entry with it and is refused once a week is handed in ' +
      '(docs/adr/0019); then remove PT_START_DATE from the environment.',
  );
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
  warnIgnoredStartDate(app, config.ptStartDate, start);
  app.log.debug({ placementStartDate: start }, 'Placement calendar ready');
  // PAYMENT_NUMBERS / SUPPORT_WHATSAPP only seed; staff change them in the admin settings.
  await seedSupportContactsFromConfig(app.db, config);
}

export default fp(startupDataPlugin, {
  name: 'startup-data',
  fastify: '5.x',
  dependencies: ['database'],
});
