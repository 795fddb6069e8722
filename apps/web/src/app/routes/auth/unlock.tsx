import { UnlockDevice } from '../../../features/accounts/components/unlock-device.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function UnlockRoute() {
  useTitle('Trust this device');
  return <UnlockDevice />;
}
