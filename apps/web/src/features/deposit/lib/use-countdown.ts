import { useEffect, useState } from 'react';

function secondsUntil(target: number): number {
  return Number.isNaN(target) ? 0 : Math.max(0, Math.ceil((target - Date.now()) / 1000));
}

/** Whole seconds left until `deadline` (ISO time), ticking every second; 0 once passed. */
export function useCountdown(deadline: string | null): number {
  const target = deadline ? new Date(deadline).getTime() : Number.NaN;
  const [seconds, setSeconds] = useState(() => secondsUntil(target));

  useEffect(() => {
    setSeconds(secondsUntil(target));
    if (Number.isNaN(target)) return undefined;
    const timer = window.setInterval(() => {
      const next = secondsUntil(target);
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [target]);

  return seconds;
}

/** Seconds as m:ss or h:mm:ss. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
