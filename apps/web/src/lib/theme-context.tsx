import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { applyTheme, getStoredTheme, getSystemTheme, storeTheme, type TTheme } from './theme';

interface TThemeContext {
  theme: TTheme;
  /** True once the visitor chose; until then the site follows the system. */
  chosen: boolean;
  setTheme: (theme: TTheme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<TThemeContext | null>(null);

/** Light and dark themes: follows the system until the visitor picks one, then remembers it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState(() => getStoredTheme() !== null);
  const [theme, setThemeState] = useState<TTheme>(() => getStoredTheme() ?? getSystemTheme());

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    if (chosen || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setThemeState(query.matches ? 'dark' : 'light');
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [chosen]);

  const setTheme = useCallback((next: TTheme) => {
    storeTheme(next);
    setChosen(true);
    setThemeState(next);
  }, []);

  const value = useMemo<TThemeContext>(
    () => ({
      theme,
      chosen,
      setTheme,
      toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
    }),
    [theme, chosen, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): TThemeContext {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme needs ThemeProvider');
  return context;
}
