import { youTubeId } from '@portal/shared/catalog';
import type { VendorRef } from '@portal/shared/catalog-api';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { VendorLogo } from './vendor-logo.tsx';

/** Thumbnails are 16:9 and have their size set, so the grid never shifts while images load. */
const THUMB_W = 480;
const THUMB_H = 270;

/** Class names only (no inline style: the CSP allows no style attributes). */
const gradients = [
  'from-indigo-600 to-violet-800',
  'from-cyan-600 to-blue-800',
  'from-pink-600 to-rose-800',
  'from-emerald-600 to-teal-800',
  'from-amber-600 to-orange-800',
  'from-violet-600 to-fuchsia-800',
  'from-sky-600 to-indigo-800',
  'from-teal-600 to-cyan-800',
];

/**
 * Gradient stand-in for items without an image: an initial (or icon) on a colour picked from the label, or, given a
 * `title`, the item's own title card (icon over its title).
 */
export function PlaceholderThumb({ label, icon, title }: { label: string; icon?: ReactNode; title?: string }) {
  const pick = [...label].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 9973, 7) % gradients.length;
  return (
    <div
      aria-hidden="true"
      data-testid="title-card"
      className={`flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg bg-gradient-to-br px-6 text-center text-white/90 ${gradients[pick]}`}
    >
      {icon ?? (title ? null : <span className="text-4xl font-bold">{label.charAt(0).toUpperCase()}</span>)}
      {title && <span className="line-clamp-3 text-base font-semibold leading-snug text-white sm:text-lg">{title}</span>}
    </div>
  );
}

/**
 * An image thumbnail (lazy, fixed aspect and size), falling back to the placeholder (the item's title card when
 * `title` is given) when missing or broken. A server-rendered image can fail before the app hydrates, when no onError
 * is listening yet: on mount an image that finished loading with no pixels counts as broken too.
 */
export function Thumb({ src, label, icon, title }: { src: string | null | undefined; label: string; icon?: ReactNode; title?: string }) {
  const [broken, setBroken] = useState(false);
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  if (!src || broken) return <PlaceholderThumb label={label} icon={icon} title={title} />;
  return (
    <img
      ref={checkLoaded}
      src={src}
      alt=""
      width={THUMB_W}
      height={THUMB_H}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className="aspect-video w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
    />
  );
}

/**
 * A YouTube video as a thumbnail with a play button; the player (youtube-nocookie) is only loaded
 * after a click, so a list of courses costs one small image per card, not one iframe per card.
 */
export function VideoThumb({ url, title, fallbackLabel }: { url: string | null | undefined; title: string; fallbackLabel: string }) {
  const id = youTubeId(url);
  const [playing, setPlaying] = useState(false);
  if (!id) return <PlaceholderThumb label={fallbackLabel} title={title} />;
  if (playing) {
    return (
      <div className="aspect-video overflow-hidden rounded-lg bg-slate-900">
        <iframe
          className="h-full w-full"
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
          title={`Video: ${title}`}
          allow="accelerometer; autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <button type="button" onClick={() => setPlaying(true)} className="group relative block w-full" aria-label={`Play video: ${title}`}>
      <Thumb src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`} label={fallbackLabel} title={title} />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-black/70 text-white transition-transform group-hover:scale-110">
          <Icon name="play" filled className="h-6 w-6 translate-x-0.5" />
        </span>
      </span>
    </button>
  );
}

/** The vendor line under a card's title: logo (initial fallback) and name. */
export function CardVendor({ vendor }: { vendor: VendorRef }) {
  if (!vendor) return null;
  return (
    <p className="card-vendor">
      <VendorLogo name={vendor.name} logoUrl={vendor.logoUrl} size="sm" />
      <span className="truncate">{vendor.name}</span>
    </p>
  );
}

/** Every card ends the same way: actions on the left, like and share on the right, on one line. */
export function CardFooter({ actions, social }: { actions?: ReactNode; social: ReactNode }) {
  return (
    <div className="card-foot">
      <div className="flex min-w-0 flex-wrap items-center gap-3">{actions}</div>
      <div className="ml-auto flex shrink-0 items-center whitespace-nowrap">{social}</div>
    </div>
  );
}

/** A card's badges, its title (an h3 that names the card, linking to the item's page) and its vendor. */
export function CardHead({
  id,
  to,
  title,
  vendor,
  badges,
  linkClass = 'hover:text-brand-700 dark:hover:text-brand-300',
}: {
  id: string;
  to: string;
  title: string;
  vendor: VendorRef;
  badges: ReactNode;
  linkClass?: string;
}) {
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center gap-2">{badges}</div>
      <h3 id={id} className="font-semibold">
        <Link to={to} className={linkClass}>
          {title}
        </Link>
      </h3>
      <CardVendor vendor={vendor} />
    </>
  );
}
