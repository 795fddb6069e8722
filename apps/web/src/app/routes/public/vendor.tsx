import { useParams } from 'react-router';
import { CalendarSubscribe } from '../../../components/calendar-subscribe.tsx';
import { VendorDetail } from '../../../features/catalog/components/vendor-detail.tsx';
import { FollowButton } from '../../../features/topics/components/follow-button.tsx';
import { VendorReviews } from '../../../features/trials/components/vendor-reviews.tsx';

export default function VendorRoute() {
  const { id = '' } = useParams();
  return (
    <VendorDetail
      key={id}
      id={id}
      actions={(name: string) => (
        <div className="flex flex-wrap items-center gap-3">
          <FollowButton kind="vendor" id={id} name={name} />
          <CalendarSubscribe feedPath={`/calendar/vendor/${encodeURIComponent(id)}.ics`} name={`${name} webinars`} />
        </div>
      )}
      below={(name: string) => <VendorReviews vendorId={id} vendorName={name} />}
    />
  );
}
