import type {
  TErrorCode,
  TLicence,
  TOneClickLoginResult,
  TSecondStepRequired,
} from '@lw/contracts';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The site-wide modals (spec §2 "Modals") that other screens open. */
export type TModalState =
  | { kind: 'none' }
  | {
      kind: 'login';
      /** Why the popup opened by itself: the session ended (a 401 from a signed-in call). */
      reason?: 'sessionExpired';
      /** A sign-in that failed elsewhere (social sign-in, expired second step): shown on top. */
      error?: TErrorCode;
    }
  | { kind: 'register' }
  | {
      kind: 'forgotPassword';
      /** The token of the e-mail's reset link (`/?resetToken=`): opens on the new-password step. */
      resetToken?: string;
    }
  | {
      kind: 'changePassword';
      /** Required before anything else (default or expired password): cannot be dismissed. */
      forced?: boolean;
      /** The password just used to log in, so the forced form need not ask for it again. */
      knownPassword?: string;
    }
  | { kind: 'welcome' }
  | {
      kind: 'secondStep';
      /** The unregistered-IP check the sign-in answered (spec §4 "Login success"). */
      challenge: TSecondStepRequired['secondStep'];
      /** Where the sign-in started, to finish it the same way. */
      origin?: 'login' | 'register' | 'agent' | 'trial';
    }
  | {
      kind: 'oneClickCredentials';
      /** The generated account, shown once before the sign-in finishes. */
      result: TOneClickLoginResult;
    }
  | { kind: 'help'; anchor: string | null }
  | { kind: 'legalLicense'; licence: TLicence };

type TOpenState = Exclude<TModalState, { kind: 'none' }>;

interface TModalContext {
  modal: TModalState;
  open: (state: TOpenState) => void;
  /** Opens `state` unless a modal of the same kind is already open (keeps its details). */
  ensure: (state: TOpenState) => void;
  close: () => void;
}

const ModalContext = createContext<TModalContext | null>(null);

/** One modal at a time: opening another (e.g. login -> register) replaces the current one. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<TModalState>({ kind: 'none' });
  const open = useCallback((state: TOpenState) => setModal(state), []);
  const ensure = useCallback(
    (state: TOpenState) => setModal((current) => (current.kind === state.kind ? current : state)),
    [],
  );
  const close = useCallback(() => setModal({ kind: 'none' }), []);
  const value = useMemo(() => ({ modal, open, ensure, close }), [modal, open, ensure, close]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export function useModals(): TModalContext {
  const context = useContext(ModalContext);
  if (!context) throw new Error('useModals needs ModalProvider');
  return context;
}
