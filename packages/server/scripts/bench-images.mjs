// Recipe image benchmark (issue 5 budgets): upload + processing of a 4000×3000 JPEG (median of 5, measured by
// the client: request sent to 201 received, so it includes the multipart transfer over loopback), and
// thumbnail serving at 50 connections with autocannon, once as 200s and once as 304s (matching If-None-Match).
//   node scripts/bench-images.mjs [--runs 5] [--duration 10] [--connections 50] [--skip-build] [--out results.json]
// Starts the built server (dist/server.js) on a fresh data dir with embedded PGlite; the admin it creates
// uploads to one published recipe, so the thumbnail is served without a token (the public path).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildUnlessSkipped, call, signIn } from './bench-common.mjs';
import { startServer, stopServer } from './bench-server.mjs';
import sharp from 'sharp';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    out: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const ADMIN = { email: 'bench@example.com', username: 'bench_admin', password: 'bench-admin-password-1' };

buildUnlessSkipped(values);

/** A photo-like 4000×3000 JPEG: smooth colour gradients plus sensor-like noise (about 3-4 MB at q90). */
async function photo(width = 4000, height = 3000) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 17) - 8;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const d = Math.hypot(x - width / 2, y - height / 2) / 2500;
      pixels[i] = Math.max(0, Math.min(255, 200 - 120 * d + (x / width) * 40 + noise()));
      pixels[i + 1] = Math.max(0, Math.min(255, 140 - 60 * d + (y / height) * 50 + noise()));
      pixels[i + 2] = Math.max(0, Math.min(255, 60 + 80 * d + noise()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const startBenchServer = (dataDir) =>
  startServer({
    POTLUCK_DATA_DIR: dataDir,
    POTLUCK_ADMIN_EMAIL: ADMIN.email,
    POTLUCK_ADMIN_USERNAME: ADMIN.username,
    POTLUCK_ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: '',
  });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function cannon(url, headers) {
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers,
  });
  const statuses = {
    '2xx': result['2xx'],
    '3xx': result['3xx'],
    '4xx': result['4xx'],
    '5xx': result['5xx'],
    errors: result.errors,
    timeouts: result.timeouts,
  };
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    statuses,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'potluck-bench-images-'));
const { base, child } = await startBenchServer(dataDir);
try {
  const token = await signIn(base, ADMIN.username, ADMIN.password);
  const recipe = await call(base, token, 'POST', '/recipes', {
    title: 'Benchmark Bread',
    status: 'published',
    servings: 4,
    ingredients: [{ ingredient_name: 'flour', amount: 500, unit: 'g' }],
    instructions: [{ instruction: 'Bake.' }],
  });
  const jpeg = await photo();
  console.log(`Input: 4000×3000 JPEG, ${(jpeg.length / 1e6).toFixed(2)} MB`);

  const times = [];
  let last;
  for (let i = 0; i < Number(values.runs); i++) {
    if (last) await call(base, token, 'DELETE', `/images/recipe/${recipe.id}/image/${last.id}`);
    const form = new FormData();
    form.append('image_type', 'gallery');
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'bench.jpg');
    const started = performance.now();
    last = await call(base, token, 'POST', `/images/recipe/${recipe.id}/upload`, form);
    times.push(performance.now() - started);
  }
  const upload = {
    runs_ms: times.map((t) => Math.round(t)),
    median_ms: Math.round(median(times)),
    stored: `${last.width}×${last.height}`,
  };
  console.log('Upload + processing:', upload);

  const thumb = `${base}${last.thumbnails.find((t) => t.width === 400).url}`;
  const head = await fetch(thumb);
  const etag = head.headers.get('etag');
  await head.arrayBuffer();
  const ok = await cannon(thumb, {});
  console.log('Thumbnail serve (200):', ok);
  const notModified = await cannon(thumb, { 'if-none-match': etag });
  console.log('Thumbnail serve (304):', notModified);
  const results = { date: new Date().toISOString(), upload, thumbnail_200: ok, thumbnail_304: notModified };
  if (values.out) writeFileSync(values.out, JSON.stringify(results, null, 2));
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
