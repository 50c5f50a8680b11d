import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingCover } from '../components/ui/loading-cover';
import { RouteErrorBoundary } from './route-error-boundary';

/** The routed screen: lazy-loaded behind the loading cover, load failures caught per path. */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingCover />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
