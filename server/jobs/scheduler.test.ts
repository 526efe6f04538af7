import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scheduledJobs } from "../../db/schema.ts";
import { openSharedTestDatabase } from "../../tests/support/test-database.ts";
import { jobGauges, type ScheduledJob, startScheduler } from "./scheduler.ts";

const logger = pino({ level: "silent" });
let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;

beforeEach(async () => {
  shared = await openSharedTestDatabase();
});
afterEach(async () => {
  await shared.close();
});

/** A job that counts its runs and takes a moment, so two instances overlap if they can. */
function countingJob(everyMs: number, fail = false) {
  const runs: number[] = [];
  const job: ScheduledJob = {
    name: "count",
    everyMs,
    run: async () => {
      runs.push(Date.now());
      await sleep(50);
      if (fail) throw new Error("disco cheio");
      return `run ${runs.length}`;
    },
  };
  return { job, runs };
}

describe("scheduled jobs", () => {
  it("run once across two instances ticking together, then wait for their interval", async () => {
    const { job, runs } = countingJob(60 * 60_000);
    const first = startScheduler(shared.first.db, [job], logger, { ticking: false });
    const second = startScheduler(shared.second.db, [job], logger, { ticking: false });

    await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
    expect(runs).toHaveLength(1);
    await Promise.all([first.runDue(), second.runDue()]);
    expect(runs).toHaveLength(1);

    const [row] = await shared.first.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, "count"));
    expect(row).toMatchObject({ lastFailed: false, lastOutcome: "run 1", lockedUntil: null });
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it("run again once their interval has passed", async () => {
    const { job, runs } = countingJob(0);
    const scheduler = startScheduler(shared.first.db, [job], logger, { ticking: false });
    await scheduler.runDue();
    await scheduler.runDue();
    expect(runs).toHaveLength(2);
  });

  it("run on demand, but not while another instance holds the job", async () => {
    const { job, runs } = countingJob(60 * 60_000);
    const first = startScheduler(shared.first.db, [job], logger, { ticking: false });
    const second = startScheduler(shared.second.db, [job], logger, { ticking: false });
    const [a, b] = await Promise.all([first.runNow("count"), second.runNow("count")]);
    expect([a, b].filter((result) => result !== null)).toEqual([{ ok: true, outcome: "run 1" }]);
    expect(await first.runNow("count")).toEqual({ ok: true, outcome: "run 2" });
    expect(runs).toHaveLength(2);
  });

  it("record a failure, keep the last success, and show both to /metrics", async () => {
    const good = countingJob(60 * 60_000);
    await startScheduler(shared.first.db, [good.job], logger, { ticking: false }).runNow("count");
    const bad = countingJob(60 * 60_000, true);
    const result = await startScheduler(shared.first.db, [bad.job], logger, {
      ticking: false,
    }).runNow("count");
    expect(result).toEqual({ ok: false, outcome: "disco cheio" });

    const [row] = await shared.first.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, "count"));
    expect(row).toMatchObject({ lastFailed: true, lastOutcome: "disco cheio" });
    const gauges = await jobGauges(shared.first.db);
    const success = gauges.find(
      (gauge) => gauge.name === "scheduled_job_last_success_timestamp_seconds",
    );
    expect(success?.samples[0]?.value).toBeGreaterThan(Date.now() / 1000 - 60);
    const failed = gauges.find((gauge) => gauge.name === "scheduled_job_last_run_failed");
    expect(failed?.samples).toEqual([{ labels: { job: "count" }, value: 1 }]);
  });

  it("take over a job whose claim expired (an instance killed mid-run)", async () => {
    const { job, runs } = countingJob(60 * 60_000);
    await shared.first.db.insert(scheduledJobs).values({
      name: "count",
      lockedUntil: new Date(Date.now() - 1000),
      lastStartedAt: new Date(Date.now() - 3_600_000),
    });
    await startScheduler(shared.first.db, [job], logger, { ticking: false }).runDue();
    expect(runs).toHaveLength(1);
  });
});
