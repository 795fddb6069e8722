import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';

/** The landing page: no header or sidebar (so the landing's first load has none of app-layout.tsx's code). */
export function BareLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
