// Runs lanes of steps side by side: the steps of one lane in order, the lanes at the same time (decision 026).
// Each line a step prints is prefixed with its lane's name; the first step that fails stops every lane.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { root } from './lib.mjs';

/**
 * @typedef {{ label: string, cmd: string, args: string[], env?: Record<string, string | undefined> }} Step
 * @typedef {{ name: string, steps: Step[] }} Lane
 */

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** The environment of a step: the parent's, with the step's own values (undefined removes a variable). */
function stepEnv(extra = {}) {
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** Runs one step of a lane; resolves with its exit code. `children` collects it so a failure elsewhere can stop it. */
function runStep(lane, step, children) {
  const started = Date.now();
  console.log(`[${lane}] ▶ ${step.label}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      env: stepEnv(step.env),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${lane}] ${line}`));
    }
    child.on('close', (code, signal) => {
      children.delete(child);
      const status = code ?? (signal ? 1 : 0);
      console.log(`[${lane}] ${status === 0 ? '✔' : '✖'} ${step.label} (${seconds(started)}s)`);
      resolve(status);
    });
  });
}

/** Runs every lane at once and exits the process with the first failure's code (or returns when all passed). */
export async function runLanes(lanes) {
  const children = new Set();
  let failed = null;
  const stopAll = () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => (stopAll(), process.exit(1)));
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane.steps) {
        if (failed) return;
        const status = await runStep(lane.name, step, children);
        if (status !== 0 && !failed) {
          failed = { lane: lane.name, label: step.label, status };
          stopAll();
        }
      }
    }),
  );
  if (failed) {
    console.error(`\n✖ ${failed.label} failed (lane ${failed.lane}); the other lanes were stopped.`);
    process.exit(failed.status || 1);
  }
}
