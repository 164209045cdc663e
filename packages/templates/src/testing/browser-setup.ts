import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium of a `test:browser` run; the check files connect to it. */
    chromiumWsEndpoint: string;
  }
}

/** One Chromium for the whole browser run, shared by both check files (each page in its own context). */
export default async function setup(project: TestProject) {
  const browser = await chromium.launchServer(chromiumOptions);
  project.provide('chromiumWsEndpoint', browser.wsEndpoint());
  return () => browser.close();
}
