import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { buildAppRoutes } from './routes';

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(buildAppRoutes()));
  return <RouterProvider router={router} />;
}
