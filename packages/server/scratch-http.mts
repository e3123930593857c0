import { buildApp } from './src/app.ts';
import { loadConfig } from './src/config.ts';
import { mkdtempSync } from 'node:fs';
const dir = mkdtempSync('/tmp/potluck-prof-');
const url = process.env.URL;
const config = loadConfig({ POTLUCK_DATA_DIR: process.env.DIR ?? dir, DATABASE_URL: url, LOG_LEVEL: 'warn' } as any);
const app = await buildApp(config);
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login-json', payload: { email_or_username: 'bench_reader', password: 'bench-reader-password-1', remember_me: false } });
const auth = { authorization: `Bearer ${login.json().access_token}` };
const time = async (name: string, path: string, n = 15) => {
  const res = await app.inject({ method: 'GET', url: path, headers: auth });
  const body = res.json();
  const t: number[] = [];
  for (let i = 0; i < n; i++) { const s = performance.now(); await app.inject({ method: 'GET', url: path, headers: auth }); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(name.padEnd(22), 'status', res.statusCode, 'items', body.items?.length, 'total', body.total, 'p50', t[Math.floor(n / 2)]!.toFixed(1), 'min', t[0]!.toFixed(1));
};
await time('health', '/api/v1/health');
await time('categories', '/api/v1/categories/categories');
await time('list', '/api/v1/recipes');
await time('search chicken', '/api/v1/recipes?search=chicken');
await time('search dish', '/api/v1/recipes?search=smoky%20chicken%20curry');
await time('search fuzzy', '/api/v1/recipes?search=lasange');
await time('search rosemary', '/api/v1/recipes?search=rosemary');
await time('detail', '/api/v1/recipes/50');
await time('featured', '/api/v1/recipes/featured/recipes');
await time('popular tags', '/api/v1/categories/popular-tags');
await time('autocomplete', '/api/v1/ingredients/search/autocomplete?q=tom');
await app.close();
