import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { errorForLog } from "../../app/lib/error-log.ts";
import type { Db } from "../../db/client.server.ts";
import type { Gauge } from "../http/metrics.ts";

/** Work done every `everyMs`, once across all the instances on one database. */
export interface ScheduledJob {
  /** Unique, stable: the row in `scheduled_jobs` that records its runs. */
  name: string;
  everyMs: number;
  /** Returns a one-line summary of what it did, kept as the job's last outcome. */
  run(db: Db): Promise<string>;
}

export interface Scheduler {
  /** Runs every job that is due and not held elsewhere: what each tick does. */
  runDue(): Promise<void>;
  /** Runs the job now on this instance, unless another instance is running it (then `null`). */
  runNow(name: string): Promise<{ ok: boolean; outcome: string } | null>;
  stop(): Promise<void>;
}

// How often each instance looks for due jobs. Jobs run at most this late, which is nothing next
// to intervals of hours; a shorter tick would only cost idle queries.
const TICK_MS = 60_000;
// A claim outlives any sane run: an instance killed mid-run leaves the job free again after it.
const CLAIM_MS = 60 * 60_000;
const STOP_PATIENCE_MS = 1_000;

/**
 * Claims `job` if it is due (or `force`) and nobody holds it: one conditional UPDATE, so two
 * instances ticking together cannot both win. PostgreSQL's row lock decides between them.
 */
async function claim(db: Db, job: ScheduledJob, force: boolean): Promise<boolean> {
  const due = force
    ? sql`true`
    : sql`(last_finished_at is null or last_finished_at <= now() - make_interval(secs => ${job.everyMs / 1000}))`;
  const result = (await db.execute(sql`
    update scheduled_jobs
       set locked_until = now() + make_interval(secs => ${CLAIM_MS / 1000}), last_started_at = now()
     where name = ${job.name} and ${due} and (locked_until is null or locked_until < now())
     returning name`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

async function record(db: Db, name: string, ok: boolean, outcome: string) {
  await db.execute(sql`
    update scheduled_jobs
       set locked_until = null, last_finished_at = now(), last_failed = ${!ok},
           last_outcome = ${outcome.slice(0, 2000)},
           last_success_at = case when ${ok} then now() else last_success_at end
     where name = ${name}`);
}

/**
 * Starts ticking: every minute each job that is due runs here, unless another instance claimed
 * it first (`ticking: false` only runs jobs when asked, as in-process tests do). A failed run is logged and recorded (`last_failed`, `last_outcome`), and tried again
 * at its next interval.
 */
export function startScheduler(
  db: Db,
  jobs: ScheduledJob[],
  logger: Logger,
  { ticking = true }: { ticking?: boolean } = {},
): Scheduler {
  const running = new Map<string, Promise<unknown>>();
  // Each job's row is made once per process, so an idle tick writes nothing.
  const rowsMade = new Set<string>();

  const attempt = async (job: ScheduledJob, force: boolean) => {
    if (!rowsMade.has(job.name)) {
      await db.execute(
        sql`insert into scheduled_jobs (name) values (${job.name}) on conflict do nothing`,
      );
      rowsMade.add(job.name);
    }
    if (!(await claim(db, job, force))) return null;
    const log = logger.child({ job: job.name });
    let result: { ok: boolean; outcome: string };
    try {
      result = { ok: true, outcome: await job.run(db) };
      log.info({ outcome: result.outcome }, "tarefa agendada concluída");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      result = { ok: false, outcome: reason };
      log.error({ err: errorForLog(error) }, "tarefa agendada falhou");
    }
    await record(db, job.name, result.ok, result.outcome);
    return result;
  };

  const track = <T>(name: string, work: Promise<T>): Promise<T> => {
    running.set(name, work);
    return work.finally(() => running.delete(name));
  };

  const runDue = async () => {
    await Promise.all(
      jobs
        .filter((job) => !running.has(job.name))
        .map((job) =>
          track(job.name, attempt(job, false)).catch((error: unknown) =>
            logger.warn(
              { err: errorForLog(error), job: job.name },
              "agendador: banco indisponível",
            ),
          ),
        ),
    );
  };
  const tick = () => void runDue();

  const ticks = ticking && jobs.length > 0;
  const timer = ticks ? setInterval(tick, TICK_MS) : undefined;
  timer?.unref();
  // The first look right after start: a job overdue while the product was down runs now.
  const first = ticks ? setTimeout(tick, 1_000) : undefined;
  first?.unref();

  return {
    runDue,
    async runNow(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`unknown job ${name}`);
      if (running.has(name)) return null;
      return track(name, attempt(job, true));
    },
    /**
     * Stops ticking and gives a running job a moment to end. A shutdown must fit in its grace
     * period, so a long run is cut when the database closes: it records nothing, its claim expires
     * and it runs again later (a backup leaves no half-written archive behind).
     */
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      const patience = new Promise((resolve) => setTimeout(resolve, STOP_PATIENCE_MS).unref());
      await Promise.race([Promise.allSettled(running.values()), patience]);
    },
  };
}

/** For /metrics: when each job last succeeded (Unix seconds, 0 if never) and whether its last run failed. */
export async function jobGauges(db: Db): Promise<Gauge[]> {
  const result = (await db.execute(sql`
    select name, coalesce(extract(epoch from last_success_at), 0)::float8 as success,
           last_failed as failed
      from scheduled_jobs order by name`)) as unknown as {
    rows: { name: string; success: number; failed: boolean }[];
  };
  return [
    {
      name: "scheduled_job_last_success_timestamp_seconds",
      help: "When each scheduled job last succeeded (0: never).",
      samples: result.rows.map((row) => ({
        labels: { job: row.name },
        value: Number(row.success),
      })),
    },
    {
      name: "scheduled_job_last_run_failed",
      help: "1 when the job's last run failed.",
      samples: result.rows.map((row) => ({ labels: { job: row.name }, value: row.failed ? 1 : 0 })),
    },
  ];
}
