import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium with the flags this machine needs (MACHINE.md). Its headless shell
 * (`apt-get install chromium-headless-shell`, the build Playwright itself uses for headless runs)
 * renders the same Blink with less of a browser around it: the journeys take about a sixth less CPU.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';

export const chromiumOptions: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumOptions);
}
