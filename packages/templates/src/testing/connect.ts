import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

/** In the browser checks: the run's one Chromium (see browser-setup.ts); closing what this returns only disconnects. */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumWsEndpoint'));
}
