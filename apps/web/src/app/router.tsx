import { type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from './error/ErrorBoundary';
import { RouteGuard } from './guards/RouteGuard';
import { AuthLayout } from './layout/AuthLayout';
import { AppLayout, NotFoundPage, OPEN_SCREENS, PROTECTED_SCREENS, PUBLIC_SCREENS } from './routes';
import { ScreenSkeleton } from './ScreenSkeleton';

/** The fallback of a screen outside a layout (the shell itself, an open screen). */
function PageSkeleton() {
  return (
    <div style={{ padding: 'var(--mantine-spacing-md)' }}>
      <ScreenSkeleton />
    </div>
  );
}

const routes = (screens: { path: string; element: ReactNode }[], wrap = (e: ReactNode) => e) =>
  screens.map(({ path, element }) => <Route key={path} path={path} element={wrap(element)} />);

const protectedScreens = [
  ...PROTECTED_SCREENS,
  ...PROTECTED_SCREENS.map((screen) => ({ ...screen, path: `desktop/${screen.path}` })),
];

/**
 * Every address of the app. A screen that fails to render shows the error screen inside the
 * router; moving to another address clears it.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          {/* Signed in as an account not known to be staff or a student: the neutral shell. */}
          <Route
            path="/"
            element={
              <RouteGuard isProtected={false}>
                <AppLayout />
              </RouteGuard>
            }
          />
          <Route element={<AuthLayout />}>
            {routes(PUBLIC_SCREENS, (element) => (
              <RouteGuard isProtected={false}>{element}</RouteGuard>
            ))}
          </Route>
          {routes(OPEN_SCREENS)}
          <Route
            element={
              <RouteGuard isProtected>
                <AppLayout />
              </RouteGuard>
            }
          >
            {routes(protectedScreens)}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
