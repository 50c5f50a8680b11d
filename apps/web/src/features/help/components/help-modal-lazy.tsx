import { lazy, Suspense, type ComponentProps } from 'react';

const HelpCentreModal = lazy(() => import('./help-modal').then((m) => ({ default: m.HelpModal })));

/** The help centre in its own chunk (with its HTML sanitizer), fetched when it first opens. */
export function HelpModal(props: ComponentProps<typeof HelpCentreModal>) {
  return (
    <Suspense fallback={null}>
      <HelpCentreModal {...props} />
    </Suspense>
  );
}
