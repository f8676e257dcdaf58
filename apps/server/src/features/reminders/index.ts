import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import remindersRoutes from './reminders.routes';
import { remindStudentsBehind, remindSupervisors, type TReminderDeps } from './reminders.service';
import { parseWeeklyTime } from './schedule';
import { runDueJobs, type TScheduledJob } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: {
      /** Runs the reminder jobs due at `now` (default: the app clock) that no instance ran yet. */
      runDue(now?: Date): Promise<{ job: string; dueAt: Date; sent: number }[]>;
    };
  }
}

const TICK_MS = 60_000;

/** Reminder e-mails on a durable, once-per-due-time scheduler, and the opt-out (issue 17). */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(remindersRoutes);
    const { reminders, publicUrl, appSecret } = app.config;
    const deps: TReminderDeps = {
      publicUrl,
      appSecret,
      supervisorAfterDays: reminders.supervisorAfterDays,
    };
    const jobs: TScheduledJob[] = [
      {
        name: 'reminder:students-behind',
        at: parseWeeklyTime(reminders.studentAt),
        run: (db, now, dueAt) => remindStudentsBehind(db, now, deps, dueAt),
      },
      {
        name: 'reminder:supervisors',
        at: parseWeeklyTime(reminders.supervisorAt),
        run: (db, now) => remindSupervisors(db, now, deps),
      },
    ];
    const runDue = async (now: Date = app.now()) => {
      const ran = await runDueJobs(app.db, jobs, now);
      if (ran.some((run) => run.sent > 0)) app.mail.wake();
      return ran;
    };
    app.decorate('reminders', { runDue });

    if (!reminders.enabled) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      running = running
        .then(() => runDue())
        .catch((error) => app.log.error({ err: error }, 'Reminder scheduler tick failed'));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, TICK_MS);
      timer.unref();
      tick();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'feature:reminders', dependencies: ['database', 'auth', 'mail'] },
);
