import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import './index.css';
import { createQueryClient } from './lib/query-client.ts';
import { initSession } from './lib/session.ts';
import { watchSystemTheme } from './lib/theme.ts';

const queryClient = createQueryClient();
const router = createRouter();

watchSystemTheme();
void initSession({
  onExpired: () => {
    queryClient.clear();
    void router.navigate('/login');
  },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
