// `npm test`: the type-check, lint, unit/API tests and build side by side, then the browser journeys
// and the templates' browser checks side by side (both mostly wait on Chromium). The journeys print
// as they go; every other step prints its output as one block when it ends (all of it when it fails,
// its last lines when it passes). The run stops after the first group when any of it failed, and
// fails when anything did.
import { spawn } from 'node:child_process';

const together = [
  ['type-check', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  // Beside the build, tsc and the linters on two cores a test gets half the machine or less: one
  // generous limit for every project (it replaces each project's own), for that.
  ['unit and API tests', 'npm run -s test:unit -- --testTimeout=60000'],
  ['build', 'npm run -s build'],
];
const journeys = ['browser journeys', 'npx vitest run --config e2e/vitest.config.ts'];
const templateChecks = ['templates in Chromium', 'npm run -s test:browser -w @folio/templates'];

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

function buffered(name, command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const lines = output.trimEnd().split('\n');
      const shown = code === 0 ? lines.slice(-8) : lines;
      process.stdout.write(`\n── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(started)} ──\n${shown.join('\n')}\n`);
      resolve(code === 0);
    });
  });
}

function inherited(name, command) {
  const started = Date.now();
  process.stdout.write(`\n── ${name} ──\n`);
  return new Promise((resolve) => {
    spawn(command, { shell: true, stdio: 'inherit' }).on('close', (code) => {
      process.stdout.write(`── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(started)} ──\n`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const firstOk = (await Promise.all(together.map(([name, command]) => buffered(name, command)))).every(Boolean);
let ok = firstOk;
if (firstOk) ok = (await Promise.all([inherited(...journeys), buffered(...templateChecks)])).every(Boolean);
process.stdout.write(`\nnpm test: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)}\n`);
process.exit(ok ? 0 : 1);
