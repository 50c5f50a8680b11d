import { useCallback, useState } from 'react';
import { isMuted, setMuted } from './sound';

/** The mute toggle's state, remembered across visits. */
export function useMuted(): [boolean, () => void] {
  const [muted, set] = useState(isMuted);
  const toggle = useCallback(() => {
    set((m) => {
      setMuted(!m);
      return !m;
    });
  }, []);
  return [muted, toggle];
}
