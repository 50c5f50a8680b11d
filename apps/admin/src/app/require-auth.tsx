import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';
import { useSessionQuery } from '../features/auth';
import { onUnauthorized } from '../lib/api-client';
import { readToken } from '../lib/storage';

/** Lets only signed-in operators through; a 401 from any call sends them back to login. */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSessionQuery();

  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.clear();
        navigate('/login', { replace: true, state: { from: location.pathname } });
      }),
    [queryClient, navigate, location.pathname],
  );

  if (!readToken() || session.isError) {
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  if (!session.data) {
    return (
      <div className="full-page-state">
        <Spinner size={24} label={t('loading')} />
      </div>
    );
  }
  return <Outlet />;
}
