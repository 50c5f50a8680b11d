import type { TCaptcha } from '@lw/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '../api/bot-defence';

/** spec §4 "Captcha refresh: at most once per second". */
export const CAPTCHA_REFRESH_MS = 1000;

export interface TCaptchaState {
  captcha: TCaptcha | null;
  /** A load is running or waiting for its turn: the refresh button is disabled. */
  loading: boolean;
  failed: boolean;
  /** Loads a new image; a second call within a second waits for its turn, repeats coalesce. */
  refresh: () => void;
}

/** A captcha image that loads while `active` (and again on `refresh`). */
export function useCaptcha(active: boolean): TCaptchaState {
  const [captcha, setCaptcha] = useState<TCaptcha | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const lastAt = useRef(-Infinity);
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  const load = useCallback(async () => {
    lastAt.current = Date.now();
    try {
      const next = await getCaptcha();
      if (!mounted.current) return;
      setCaptcha(next);
      setFailed(false);
    } catch {
      if (mounted.current) setFailed(true);
    } finally {
      pending.current = false;
      if (mounted.current) setLoading(false);
    }
  }, []);

  const refresh = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    setLoading(true);
    const wait = Math.max(0, lastAt.current + CAPTCHA_REFRESH_MS - Date.now());
    if (wait === 0) void load();
    else timer.current = setTimeout(() => void load(), wait);
  }, [load]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    if (active) refresh();
  }, [active, refresh]);

  return { captcha, loading, failed, refresh };
}
