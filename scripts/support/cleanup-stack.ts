type Step = () => Promise<void> | void;

/**
 * What a measuring script has to undo (servers, browsers, folders, the throwaway database),
 * undone last first: when a step is done with, and at the end. With `abortOnSignals`, Ctrl-C or
 * SIGTERM aborts `signal`, which stops the run in progress so the script unwinds through the
 * same cleanup; a second one exits at once.
 */
export class CleanupStack {
  private steps: Step[] = [];
  private readonly controller = new AbortController();
  readonly signal = this.controller.signal;

  /** Registers `step`; the returned function runs it now (once) and forgets it. */
  defer(step: Step): () => Promise<void> {
    this.steps.push(step);
    return async () => {
      if (!this.steps.includes(step)) return;
      this.steps = this.steps.filter((s) => s !== step);
      await step();
    };
  }

  async runAll() {
    while (this.steps.length > 0) {
      const step = this.steps.pop()!;
      try {
        await step();
      } catch (error) {
        process.stderr.write(`cleanup: ${error instanceof Error ? error.message : error}\n`);
      }
    }
  }

  /**
   * Runs a measuring script's `main`, undoes what is left and exits: 130 when interrupted, 1 when
   * `main` failed (it could not measure: a missed goal is a finding it prints, not a failure),
   * else 0.
   */
  async runAndExit(main: () => Promise<void>): Promise<never> {
    let failed = false;
    try {
      await main();
    } catch (error) {
      failed = true;
      if (!this.signal.aborted) {
        process.stdout.write(`\n✗ FAILED: ${error instanceof Error ? error.message : error}\n`);
      }
    } finally {
      await this.runAll();
    }
    process.exit(this.signal.aborted ? 130 : failed ? 1 : 0);
  }

  abortOnSignals() {
    const onSignal = () => {
      if (this.signal.aborted) process.exit(130);
      process.stderr.write("\nInterrupted: stopping servers and removing temporary files…\n");
      this.controller.abort(new Error("interrupted"));
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
  }
}
