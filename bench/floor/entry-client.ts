/** The stack floor in the browser: hydrates the server-rendered cards with the data router and the query provider. */
import { createElement as h, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { floorRoutes } from './floor-app.ts';

// createBrowserRouter reads the loader data the server rendered with (window.__staticRouterHydrationData).
const router = createBrowserRouter(floorRoutes);
const queryClient = new QueryClient();
hydrateRoot(document.getElementById('root')!, h(StrictMode, null, h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router }))));
