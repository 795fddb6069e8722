import { useParams } from 'react-router';
import { WebinarDetail } from '../../../features/catalog/components/webinar-detail.tsx';
import { WebinarRegister } from '../../../features/webinars/components/webinar-register.tsx';

/** The catalogue's webinar page with the member area's registration in its side panel, seeded from the one detail answer. */
export default function WebinarRoute() {
  const { id = '' } = useParams();
  return (
    <WebinarDetail
      key={id}
      id={id}
      action={(detail, updatedAt) => <WebinarRegister webinarId={id} inline initial={detail.registration} initialUpdatedAt={updatedAt} />}
    />
  );
}
