// `npm start`: builds whatever is missing (the SPA, the server bundle), then runs Folio
// in production mode on its embedded defaults (or what the environment configures).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entry = process.argv.includes('--worker') ? 'worker.js' : 'main.js';
const builds = [
  { output: 'apps/web/dist/index.html', workspace: '@folio/web' },
  { output: `apps/server/dist/${entry}`, workspace: '@folio/server' },
];

for (const { output, workspace } of entry === 'main.js' ? builds : builds.slice(1)) {
  if (fs.existsSync(path.join(root, output))) continue;
  console.log(`Building ${workspace} (${output} is missing)...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist', entry)], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
