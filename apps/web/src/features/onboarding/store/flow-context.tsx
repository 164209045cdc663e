import { createContext, use, type ReactNode } from 'react';
import type { FlowController } from './use-flow-controller';

const FlowContext = createContext<FlowController | null>(null);

export function FlowProvider({ value, children }: { value: FlowController; children: ReactNode }) {
  return <FlowContext value={value}>{children}</FlowContext>;
}

/** The flow's state and actions, for the step components. */
export function useFlow(): FlowController {
  const flow = use(FlowContext);
  if (!flow) throw new Error('useFlow must be used inside FlowProvider');
  return flow;
}
