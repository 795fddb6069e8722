import type { FillableIconName, IconName } from './icon-set.ts';

type IconProps = { className?: string } & ({ name: FillableIconName; filled?: boolean } | { name: Exclude<IconName, FillableIconName>; filled?: never });

/**
 * A lucide icon drawn by CSS (decision 2470): an empty element whose shape is a CSS mask made at build time from
 * lucide's icon data (lib/icon-css.ts) and whose colour is the text colour, so `h-4 w-4`, `text-*`, hover and dark
 * classes work as on lucide's <svg>. Used on the server-rendered public pages' cards and chrome, where 76 inline <svg>
 * were a tenth of the landing's compressed bytes; other screens keep lucide-react.
 * Always hidden from assistive technology: an icon is never a control's name, the control carries it (aria-label or
 * text). The element has the box the <svg> had: block (as preflight makes an <svg>), never shrunk in a flex row.
 */
export function Icon({ name, filled, className }: IconProps) {
  return <i className={`ic ic-${name}${filled ? ' ic-filled' : ''}${className ? ` ${className}` : ''}`} aria-hidden="true" />;
}
