import { youTubeId } from '@portal/shared/catalog';
import type { CertificationItem, CourseItem, ProductUpdateItem } from '@portal/shared/catalog-api';
import { ExternalLink } from 'lucide-react';
import { formatDate } from './format.ts';
import { LikeButton } from './like-button.tsx';
import { Badge, cardClass } from './list-parts.tsx';

const linkClass = 'inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300';

function Ext({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children} <ExternalLink className="h-3 w-3" aria-hidden="true" />
    </a>
  );
}

/** Landing cards carry fixed placeholder badges (spec part 1 section 2). */
export function CertificationCard({ item, placeholderBadges = false }: { item: CertificationItem; placeholderBadges?: boolean }) {
  return (
    <article className={cardClass} aria-labelledby={`c-${item.id}`} data-testid="certification-card">
      {placeholderBadges && (
        <div className="mb-2 flex gap-2">
          <Badge tone="purple">Advanced</Badge>
          <Badge>~40 hours</Badge>
        </div>
      )}
      <h3 id={`c-${item.id}`} className="font-semibold">
        {item.name}
      </h3>
      {item.vendor && <p className="text-sm text-slate-500 dark:text-slate-400">{item.vendor.name}</p>}
      <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <span className="flex flex-wrap gap-3">
          {item.certificationLink && <Ext href={item.certificationLink}>View Certification</Ext>}
          {item.videoUrl && <Ext href={item.videoUrl}>Watch Video</Ext>}
        </span>
        <LikeButton type="certification" id={item.id} count={item.likeCount} liked={item.likedByMe} label={item.name} />
      </div>
    </article>
  );
}

export function CourseCard({ item, placeholderBadges = false }: { item: CourseItem; placeholderBadges?: boolean }) {
  const yt = youTubeId(item.videoUrl);
  return (
    <article className={cardClass} aria-labelledby={`co-${item.id}`} data-testid="course-card">
      {yt && (
        <div className="mb-3 aspect-video overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
          <iframe
            className="h-full w-full"
            src={`https://www.youtube-nocookie.com/embed/${yt}`}
            title={`Video: ${item.name}`}
            loading="lazy"
            allow="accelerometer; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        </div>
      )}
      {placeholderBadges && (
        <div className="mb-2 flex gap-2">
          <Badge tone="blue">Intermediate</Badge>
          <Badge>8 weeks</Badge>
        </div>
      )}
      <h3 id={`co-${item.id}`} className="font-semibold">
        {item.name}
      </h3>
      {item.vendor && <p className="text-sm text-slate-500 dark:text-slate-400">{item.vendor.name}</p>}
      <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <span className="flex flex-wrap gap-3">
          {item.courseLink && <Ext href={item.courseLink}>View Course</Ext>}
          {item.videoUrl && !yt && <Ext href={item.videoUrl}>Watch Video</Ext>}
        </span>
        <LikeButton type="ai_course" id={item.id} count={item.likeCount} liked={item.likedByMe} label={item.name} />
      </div>
    </article>
  );
}

export function UpdateCard({ item }: { item: ProductUpdateItem }) {
  return (
    <article className={cardClass} aria-labelledby={`u-${item.id}`} data-testid="update-card">
      <div className="mb-2 flex items-center gap-2">
        <Badge tone="blue">v{item.version}</Badge>
        <span className="text-xs text-slate-500 dark:text-slate-400">{formatDate(item.releaseDate)}</span>
      </div>
      <h3 id={`u-${item.id}`} className="font-semibold">
        {item.productName}
      </h3>
      {item.vendor && <p className="text-sm text-slate-500 dark:text-slate-400">{item.vendor.name}</p>}
      {item.features.length > 0 && (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-600 dark:text-slate-300">
          {item.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <span className="flex flex-wrap gap-3">
          {item.releaseNotesUrl && <Ext href={item.releaseNotesUrl}>Release Notes</Ext>}
          {item.demoVideoUrl && <Ext href={item.demoVideoUrl}>Watch Demo</Ext>}
          {item.videoUrl && <Ext href={item.videoUrl}>Video</Ext>}
        </span>
        <LikeButton type="product_update" id={item.id} count={item.likeCount} liked={item.likedByMe} label={`${item.productName} ${item.version}`} />
      </div>
    </article>
  );
}
