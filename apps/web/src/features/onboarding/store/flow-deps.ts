import type { QueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import type { NavigateFunction } from 'react-router';
import type { OnboardingPathName } from '../api/types';
import type { FlowAction, FlowState, FlowStep } from './flow-state';

/** What the action groups share: the state as it is now, and the ways to change it. */
export interface FlowDeps {
  dispatch: Dispatch<FlowAction>;
  get: () => FlowState;
  /** The session id, waiting for the restore (or starting a session) if need be. */
  ensureSession: () => Promise<string>;
  /** Shows a step and records it on the server, so a reload resumes there. */
  goTo: (step: FlowStep, path?: OnboardingPathName | null) => void;
  /** Waits for the step changes already sent, so a server action never lands before an older step write. */
  flush: () => Promise<unknown>;
  queryClient: QueryClient;
  navigate: NavigateFunction;
}
