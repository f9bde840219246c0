import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

/** Seconds left of a countdown (0 when idle) and a function that starts one. */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setSecondsLeft((left) => Math.max(0, left - 1));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  return [secondsLeft, start];
}
