import { RedEnvelopePage } from '../pages/red-envelope-page';

/** /redEnvelope (login needed): the red envelope page. */
export function RedEnvelopeRoute() {
  return <RedEnvelopePage />;
}
