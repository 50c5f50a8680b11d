import { AuthenticatorBindDialog } from './authenticator-bind-dialog';
import { AuthenticatorUnbindDialog } from './authenticator-unbind-dialog';
import { BindEmailDialog } from './bind-email-dialog';
import { BindMobileDialog } from './bind-mobile-dialog';
import { PaymentPasswordDialog } from './payment-password-dialog';

/** The security centre's dialogs; one at a time. */
export type TSecurityDialog = 'mobile' | 'email' | 'payment' | 'totpBind' | 'totpUnbind';

/**
 * The open dialog; `change` (something is set already, so it changes rather than binds) is taken
 * when it opens, so the refreshed state after success does not retitle it while it closes.
 */
export type TOpenSecurityDialog = { kind: TSecurityDialog; change: boolean } | null;

interface TSecurityDialogsProps {
  open: TOpenSecurityDialog;
  onClose: () => void;
  /** After a successful change: which dialog finished and whether it changed or bound. */
  onDone: (dialog: NonNullable<TOpenSecurityDialog>) => void;
}

/**
 * Mounts only the open dialog, so each opening starts with empty fields, a fresh countdown and
 * (for the authenticator) a fresh secret, and nothing is fetched before it opens.
 */
export function SecurityDialogs({ open, onClose, onDone }: TSecurityDialogsProps) {
  if (open === null) return null;
  const done = () => onDone(open);
  switch (open.kind) {
    case 'mobile':
      return <BindMobileDialog open change={open.change} onClose={onClose} onDone={done} />;
    case 'email':
      return <BindEmailDialog open change={open.change} onClose={onClose} onDone={done} />;
    case 'payment':
      return <PaymentPasswordDialog open change={open.change} onClose={onClose} onDone={done} />;
    case 'totpBind':
      return <AuthenticatorBindDialog open onClose={onClose} onDone={done} />;
    case 'totpUnbind':
      return <AuthenticatorUnbindDialog open onClose={onClose} onDone={done} />;
  }
}
