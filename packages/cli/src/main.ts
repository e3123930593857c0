import { run } from './index';
import { nodeIo } from './node-io';

// The bundle's entry (build.mjs). exitCode rather than exit() so pending output is flushed first.
process.exitCode = await run(process.argv.slice(2), nodeIo());
