import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import { formatDemoAccountsBanner, seedDemoData } from '../db/seed';
import { ensurePlacementStartDate } from '../features/calendar/calendar.service';

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
  if (config.seedDemo) {
    const created = await seedDemoData(app.db, {
      configuredStartDate: config.ptStartDate,
      now: options.now(),
    });
    if (created) options.print(`\n${formatDemoAccountsBanner(created)}\n\n`);
  }
  const start = await ensurePlacementStartDate(app.db, {
    configured: config.ptStartDate,
    now: options.now(),
  });
  app.log.debug({ placementStartDate: start }, 'Placement calendar ready');
}

export default fp(startupDataPlugin, {
  name: 'startup-data',
  fastify: '5.x',
  dependencies: ['database'],
});
