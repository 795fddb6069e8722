import { MyTrials } from '../../../features/trials/components/my-trials.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function UserTrialsRoute() {
  useTitle('My Product Trials');
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">My Product Trials</h1>
      <MyTrials />
    </section>
  );
}
