/**
 * The icon factory of the lucide-react icons in the browser and server builds (vite.config.ts, `smallIcons`):
 * the same <svg> as lucide-react's own factory for the props the app passes (className, size, color,
 * strokeWidth, absoluteStrokeWidth, aria-*, title, children), without its provider context, class merging
 * helpers and attribute-name mapping (1 KiB gzip of every first load). The tests use lucide-react as it is.
 * Without lucide's `xmlns` attribute: an <svg> in an HTML page is in the SVG namespace without it (the HTML parser
 * and React's createElementNS put it there), and it cost 35 bytes per icon (76 on the landing; decision 2422).
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

type IconData = { name: string; size?: number; node: [string, Record<string, string>][]; aliases?: string[] };
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string; absoluteStrokeWidth?: boolean; children?: ReactNode };

/** Whether the caller named the icon (then it is not hidden from assistive technology). */
const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some((k) => (k.startsWith('aria-') || k === 'role' || k === 'title') && props[k] != null);

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  const own = ['lucide', `lucide-${icon.name}`, ...(icon.aliases ?? []).map((a) => `lucide-${a}`)];
  return forwardRef<SVGSVGElement, IconProps>(
    ({ className = '', size = 24, color = 'currentColor', strokeWidth = 2, absoluteStrokeWidth, children, ...rest }, ref) =>
      createElement(
        'svg',
        {
          ref,
          width: size,
          height: size,
          viewBox: `0 0 ${box} ${box}`,
          fill: 'none',
          stroke: color,
          strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          className: [...new Set([...own, ...className.split(/\s+/)])].filter(Boolean).join(' '),
          ...(!children && !labelled(rest) && { 'aria-hidden': 'true' }),
          ...rest,
        },
        ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
        children,
      ),
  );
}
