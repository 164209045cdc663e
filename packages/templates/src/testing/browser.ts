import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium with the flags this machine needs (MACHINE.md). */
export const chromiumOptions: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumOptions);
}
