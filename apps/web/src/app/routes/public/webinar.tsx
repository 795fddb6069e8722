import { WebinarDetail } from '../../../features/catalog/components/webinar-detail.tsx';
import { WebinarRegister } from '../../../features/webinars/components/webinar-register.tsx';
import { useViewedId } from '../../route-parts.tsx';

/** The catalogue's webinar page with the member area's registration in its side panel, seeded from the one detail answer. */
export default function WebinarRoute() {
  const id = useViewedId('webinar');
  return (
    <WebinarDetail
      key={id}
      id={id}
      action={(detail, updatedAt) => <WebinarRegister webinarId={id} inline initial={detail.registration} initialUpdatedAt={updatedAt} />}
    />
  );
}
