import { useParams } from 'react-router';
import { WebinarDetail } from '../../../features/catalog/components/webinar-detail.tsx';
import { WebinarRegister } from '../../../features/webinars/components/webinar-register.tsx';
import { useViewBeacon } from '../../../lib/view-beacon.ts';

/** The catalogue's webinar page with the member area's registration in its side panel, seeded from the one detail answer. */
export default function WebinarRoute() {
  const { id = '' } = useParams();
  useViewBeacon('webinar', id);
  return (
    <WebinarDetail
      key={id}
      id={id}
      action={(detail, updatedAt) => <WebinarRegister webinarId={id} inline initial={detail.registration} initialUpdatedAt={updatedAt} />}
    />
  );
}
