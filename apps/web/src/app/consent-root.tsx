import { Outlet } from 'react-router';
import { ConsentDialogHost } from '../features/consent/components/consent-dialog.tsx';

/** Every screen, plus the "share your details with <vendor>?" question when one is pending. */
export function ConsentRoot() {
  return (
    <>
      <Outlet />
      <ConsentDialogHost />
    </>
  );
}
