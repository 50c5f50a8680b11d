import type { TLicence } from '@lw/contracts';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The site-wide modals (spec §2 "Modals") that other screens open. */
export type TModalState =
  | { kind: 'none' }
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'forgotPassword' }
  | { kind: 'changePassword' }
  | { kind: 'help'; anchor: string | null }
  | { kind: 'legalLicense'; licence: TLicence };

export type TModalKind = TModalState['kind'];

interface TModalContext {
  modal: TModalState;
  open: (state: Exclude<TModalState, { kind: 'none' }>) => void;
  close: () => void;
}

const ModalContext = createContext<TModalContext | null>(null);

/** One modal at a time: opening another (e.g. login -> register) replaces the current one. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<TModalState>({ kind: 'none' });
  const open = useCallback((state: Exclude<TModalState, { kind: 'none' }>) => setModal(state), []);
  const close = useCallback(() => setModal({ kind: 'none' }), []);
  const value = useMemo(() => ({ modal, open, close }), [modal, open, close]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export function useModals(): TModalContext {
  const context = useContext(ModalContext);
  if (!context) throw new Error('useModals needs ModalProvider');
  return context;
}
