import { type ContentType, youTubeId } from '@portal/shared/catalog';
import { Award } from 'lucide-react';
import type { CertificationItem, CourseItem, ProductUpdateItem } from '@portal/shared/catalog-api';
import { ExternalLink } from 'lucide-react';
import { DateText } from './date-text.tsx';
import { CardFooter, CardVendor, PlaceholderThumb, VideoThumb } from './card-media.tsx';
import { LikeButton } from './like-button.tsx';
import { Badge, cardClass } from './card-parts.tsx';

const linkClass = 'inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300';

/** A text link that opens in a new tab, with the external-link icon after its text. */
export function ExternalTextLink({ href, className = linkClass, children }: { href: string; className?: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <ExternalLink className="h-3 w-3" aria-hidden="true" />
    </a>
  );
}

/** The end of a resource card: its external links (those it has) and its like button. */
function ResourceFooter({
  type,
  item,
  label,
  links,
}: {
  type: ContentType;
  item: { id: string; likeCount: number; likedByMe: boolean };
  label: string;
  /** Each link's text and address (those without one are left out). */
  links: Record<string, string | null | false>;
}) {
  return (
    <CardFooter
      actions={Object.entries(links).map(
        ([text, href]) =>
          href && (
            <ExternalTextLink key={text} href={href}>
              {text}
            </ExternalTextLink>
          ),
      )}
      social={<LikeButton type={type} id={item.id} count={item.likeCount} liked={item.likedByMe} label={label} />}
    />
  );
}

/** The landing page's fixed placeholder badges (spec part 1 section 2). */
function PlaceholderBadges({ level, tone, length }: { level: string; tone: 'purple' | 'blue'; length: string }) {
  return (
    <div className="mb-2 flex gap-2">
      <Badge tone={tone}>{level}</Badge>
      <Badge>{length}</Badge>
    </div>
  );
}

/** Landing cards carry fixed placeholder badges (spec part 1 section 2). */
export function CertificationCard({ item, placeholderBadges = false }: { item: CertificationItem; placeholderBadges?: boolean }) {
  return (
    <article className={cardClass} aria-labelledby={`c-${item.id}`} data-testid="certification-card">
      {placeholderBadges && <PlaceholderBadges tone="purple" level="Advanced" length="~40 hours" />}
      <h3 id={`c-${item.id}`} className="flex items-start gap-2 font-semibold">
        <Award className="mt-0.5 h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        {item.name}
      </h3>
      <CardVendor vendor={item.vendor} />
      <p className="mt-2 mb-4 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
      <ResourceFooter
        type="certification"
        item={item}
        label={item.name}
        links={{ 'View Certification': item.certificationLink, 'Watch Video': item.videoUrl }}
      />
    </article>
  );
}

/** A YouTube video shows as a thumbnail that plays on click; other courses get a placeholder of the same size. */
export function CourseCard({ item, placeholderBadges = false }: { item: CourseItem; placeholderBadges?: boolean }) {
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
      {placeholderBadges && <PlaceholderBadges tone="blue" level="Intermediate" length="8 weeks" />}
      <h3 id={`co-${item.id}`} className="font-semibold">
        {item.name}
      </h3>
      <CardVendor vendor={item.vendor} />
      <p className="mt-2 mb-4 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
      <ResourceFooter type="ai_course" item={item} label={item.name} links={{ 'View Course': item.courseLink, 'Watch Video': !yt && item.videoUrl }} />
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
