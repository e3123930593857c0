/** Typing into an ink app under test (ink-testing-library's render result). */
interface InkView {
  stdin: { write(data: string): void };
  frames: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes each key and waits until the app has drawn its answer (or a short while for keys that change
 * nothing on screen). A fixed delay was not enough on a busy machine: the next key reached a prompt
 * that had not re-rendered yet.
 */
export async function typeKeys(view: InkView, ...keys: string[]): Promise<void> {
  await pause(20);
  for (const key of keys) {
    const before = view.frames.length;
    view.stdin.write(key);
    for (let waited = 0; view.frames.length === before && waited < 400; waited += 10) await pause(10);
    await pause(20);
  }
}
