import { useParams } from 'react-router';
import { CalendarSubscribe } from '../../../components/calendar-subscribe.tsx';
import { VendorDetail } from '../../../features/catalog/components/vendor-detail.tsx';

export default function VendorRoute() {
  const { id = '' } = useParams();
  return (
    <VendorDetail
      key={id}
      id={id}
      actions={(name: string) => <CalendarSubscribe feedPath={`/calendar/vendor/${encodeURIComponent(id)}.ics`} name={`${name} webinars`} />}
    />
  );
}
