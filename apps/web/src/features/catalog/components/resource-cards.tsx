import { type ContentType, youTubeId } from '@portal/shared/catalog';
import type { CertificationItem, CourseItem, ProductUpdateItem } from '@portal/shared/catalog-api';
import { Icon } from '../../../components/ui/icon.tsx';
import { DateText } from './date-text.tsx';
import { CardFooter, CardVendor, PlaceholderThumb, VideoThumb } from './card-media.tsx';
import { LikeButton } from './like-button.tsx';
import { Badge, cardClass } from './card-parts.tsx';
import { ProLink, ProMark } from './pro-link.tsx';

const linkClass = 'link-out';

/** Level and duration as the item states them; the Pro mark on a Pro-only item. */
function ItemBadges({ item, tone }: { item: { level: string | null; duration: string | null; isPremium: boolean }; tone: 'purple' | 'blue' }) {
  if (!item.level && !item.duration && !item.isPremium) return null;
  return (
    <div className="mb-2 flex flex-wrap gap-2">
      {item.isPremium && <ProMark />}
      {item.level && <Badge tone={tone}>{item.level}</Badge>}
      {item.duration && <Badge>{item.duration}</Badge>}
    </div>
  );
}

/** A text link that opens in a new tab, with the external-link icon after its text. */
export function ExternalTextLink({ href, className = linkClass, children }: { href: string; className?: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <Icon name="external-link" className="h-3 w-3" />
    </a>
  );
}

/** The end of a resource card: its external links (those it has) and its like button. */
function ResourceFooter({
  type,
  item,
  label,
  links,
  pro = null,
}: {
  type: ContentType;
  item: { id: string; likeCount: number; likedByMe: boolean };
  label: string;
  /** Each link's text and address (those without one are left out). */
  links: Record<string, string | null | false>;
  /** A Pro-only item's link (its locked state for others), before the other links. */
  pro?: React.ReactNode;
}) {
  return (
    <CardFooter
      actions={
        <>
          {pro}
          {Object.entries(links).map(
            ([text, href]) =>
              href && (
                <ExternalTextLink key={text} href={href}>
                  {text}
                </ExternalTextLink>
              ),
          )}
        </>
      }
      social={<LikeButton type={type} id={item.id} count={item.likeCount} liked={item.likedByMe} label={label} />}
    />
  );
}

/**
 * The spec's landing cards carried fixed placeholder badges (Advanced, ~40 hours); they now say the item's own level
 * and duration, on every card, and mark a Pro-only item (docs/decisions/2101).
 */
export function CertificationCard({ item }: { item: CertificationItem }) {
  return (
    <article className={cardClass} aria-labelledby={`c-${item.id}`} data-testid="certification-card">
      <ItemBadges item={item} tone="purple" />
      <h3 id={`c-${item.id}`} className="flex items-start gap-2 font-semibold">
        <Icon name="award" className="mt-0.5 h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" />
        {item.name}
      </h3>
      <CardVendor vendor={item.vendor} />
      <p className="mt-2 mb-4 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
      <ResourceFooter
        type="certification"
        item={item}
        label={item.name}
        links={{ 'View Certification': item.certificationLink, 'Watch Video': item.videoUrl }}
        pro={item.isPremium ? <ProLink type="certification" id={item.id} label="View Certification" /> : null}
      />
    </article>
  );
}

/** A YouTube video shows as a thumbnail that plays on click; other courses get a placeholder of the same size. */
export function CourseCard({ item }: { item: CourseItem }) {
  const yt = youTubeId(item.videoUrl);
  return (
    <article className={cardClass} aria-labelledby={`co-${item.id}`} data-testid="course-card">
      <div className="mb-3">
        {yt ? (
          <VideoThumb url={item.videoUrl} title={item.name} fallbackLabel={item.vendor?.name ?? item.name} />
        ) : (
          <PlaceholderThumb label={item.vendor?.name ?? item.name} />
        )}
      </div>
      <ItemBadges item={item} tone="blue" />
      <h3 id={`co-${item.id}`} className="font-semibold">
        {item.name}
      </h3>
      <CardVendor vendor={item.vendor} />
      <p className="mt-2 mb-4 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
      <ResourceFooter
        type="ai_course"
        item={item}
        label={item.name}
        links={{ 'View Course': item.courseLink, 'Watch Video': !yt && item.videoUrl }}
        pro={item.isPremium ? <ProLink type="ai_course" id={item.id} label="View Course" /> : null}
      />
    </article>
  );
}

export function UpdateCard({ item }: { item: ProductUpdateItem }) {
  return (
    <article className={cardClass} aria-labelledby={`u-${item.id}`} data-testid="update-card">
      <div className="mb-2 flex items-center gap-2">
        <Badge tone="blue">v{item.version}</Badge>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          <DateText value={item.releaseDate} />
        </span>
      </div>
      <h3 id={`u-${item.id}`} className="font-semibold">
        {item.productName}
      </h3>
      <CardVendor vendor={item.vendor} />
      {item.features.length > 0 && (
        <ul className="mt-2 mb-4 list-disc space-y-0.5 pl-5 text-sm text-slate-600 dark:text-slate-300">
          {item.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      <ResourceFooter
        type="product_update"
        item={item}
        label={`${item.productName} ${item.version}`}
        links={{ 'Release Notes': item.releaseNotesUrl, 'Watch Demo': item.demoVideoUrl, Video: item.videoUrl }}
      />
    </article>
  );
}
