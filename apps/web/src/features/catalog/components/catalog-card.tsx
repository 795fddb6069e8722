import type { ReactNode } from 'react';
import { CardFooter, CardHead } from './card-media.tsx';
import { cardClass } from './card-parts.tsx';

/** A catalogue card: an article named by its title, its head, the card's own body and its footer. */
export function CatalogCard({
  testId,
  className = cardClass,
  top,
  head,
  actions,
  social,
  children,
}: {
  testId: string;
  className?: string;
  /** Above the head (the webinar's admin actions and thumbnail). */
  top?: ReactNode;
  head: Parameters<typeof CardHead>[0];
  actions?: ReactNode;
  social: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={className} aria-labelledby={head.id} data-testid={testId}>
      {top}
      <CardHead {...head} />
      {children}
      <CardFooter actions={actions} social={social} />
    </article>
  );
}
