import { createBrowserRouter, Outlet } from 'react-router';
import { RouteErrorScreen } from './error/ErrorBoundary';
import { RouteGuard } from './guards/RouteGuard';
import { AppLayout } from './layout/AppLayout';
import { AuthLayout } from './layout/AuthLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { OPEN_SCREENS, PROTECTED_SCREENS, PUBLIC_SCREENS } from './routes';

const guardedPublic = PUBLIC_SCREENS.map(({ path, element }) => ({
  path,
  element: <RouteGuard isProtected={false}>{element}</RouteGuard>,
}));

const protectedChildren = [
  ...PROTECTED_SCREENS,
  ...PROTECTED_SCREENS.map((screen) => ({ ...screen, path: `desktop/${screen.path}` })),
];

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorScreen />,
    element: <Outlet />,
    children: [
      { path: '/', element: <RouteGuard isProtected={false}>{null}</RouteGuard> },
      { element: <AuthLayout />, children: guardedPublic },
      ...OPEN_SCREENS,
      {
        element: (
          <RouteGuard isProtected>
            <AppLayout />
          </RouteGuard>
        ),
        children: protectedChildren,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
