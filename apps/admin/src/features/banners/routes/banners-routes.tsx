import type { RouteObject } from 'react-router';
import { BannersRoute } from './banners-route';

/** The banner screens, mounted by the app's router. */
export const BANNERS_ROUTES: RouteObject[] = [
  { path: 'content/banners', element: <BannersRoute /> },
];
