/** A running backup's progress reaches its row at most this often (a few times a second)… */
export const PROGRESS_EVERY_MS = 250;
/** …and the row is touched at least this often, progress or not (STALE_AFTER_SECONDS is far above it). */
export const BEAT_EVERY_MS = 10_000;

/**
 * Writes a running backup's progress to its row, throttled, from a timer: the backup itself never waits for
 * the database (on PGlite its snapshot holds every other query until the tables are read).
 */
export function startHeartbeat(
  beat: (progress: number) => Promise<void>,
  log: { warn(obj: unknown, msg?: string): void },
) {
  let progress = 0;
  let written = 0;
  let writtenAt = Date.now();
  let writing: Promise<void> | undefined;
  const tick = () => {
    if (writing || (progress === written && Date.now() - writtenAt < BEAT_EVERY_MS)) return;
    const sent = progress;
    writing = beat(sent)
      .then(
        () => {
          written = sent;
          writtenAt = Date.now();
        },
        (err: unknown) => log.warn({ err }, 'Backup progress not recorded'),
      )
      .finally(() => {
        writing = undefined;
      });
  };
  const timer = setInterval(tick, PROGRESS_EVERY_MS);
  timer.unref();
  return {
    set(percent: number) {
      progress = percent;
    },
    /** No write after this resolves. */
    async stop() {
      clearInterval(timer);
      await writing;
    },
  };
}
