import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useModals } from '../lib/modal-context';
import { takeLoginHandoff, type TLoginHandoff } from '../lib/session';
import { siteModalComponent } from './site-modals-loader';

const SiteModal = lazy(() => siteModalComponent('SiteModal'));
const LoginHandoff = lazy(() => siteModalComponent('LoginHandoff'));

/**
 * Renders the open site-wide modal (and redeems a social sign-in's ticket at start). The modals
 * load on hover, touch or focus of the buttons that open them, or when opened; the service worker
 * has their files cached by then (pwa.config.ts), so they need no download.
 */
export function ModalHost() {
  const { modal, open } = useModals();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [handoff, setHandoff] = useState<TLoginHandoff | null>(null);

  // A social sign-in's ticket (captured from the address at start) is redeemed once.
  useEffect(() => {
    const taken = takeLoginHandoff();
    if (taken) setHandoff(taken);
  }, []);

  // The e-mail's reset link (`/?resetToken=…`) opens the forgot-password popup on the
  // new-password step; the token leaves the address bar (and the history) at once.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const resetToken = params.get('resetToken');
    if (!resetToken) return;
    params.delete('resetToken');
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    open({ kind: 'forgotPassword', resetToken });
  }, [search, pathname, navigate, open]);

  return (
    <Suspense fallback={null}>
      {handoff ? <LoginHandoff handoff={handoff} /> : null}
      {modal.kind === 'none' ? null : <SiteModal />}
    </Suspense>
  );
}
