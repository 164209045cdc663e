import { useEffect, useEffectEvent, useState } from 'react';

/** Counts down from `seconds` while active, then calls onDone once. */
export function useCountdown(active: boolean, seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const finish = useEffectEvent(onDone);
  useEffect(() => {
    if (!active) return;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        finish();
      }
    }, 200);
    return () => window.clearInterval(timer);
  }, [active, seconds]);
  return left;
}
