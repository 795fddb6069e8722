/**
 * Build time only (vite.config.ts `cssIcons()`, and its test): the CSS of the icons components/ui/icon.tsx draws,
 * made from lucide's own icon data (the `__iconData` each lucide-react icon module exports, the same node list its
 * <svg> is built from), never from copied path data. One rule per icon sets `--ic` to the icon as a data: URI SVG;
 * `.ic` uses it as a mask over `background-color: currentColor` (decision 2470).
 */
import { cssIconSet, type IconName } from '../components/ui/icon-set.ts';

type IconNode = [string, Record<string, string | number>][];
type IconData = { name: string; size?: number; node: IconNode };

/** lucide's data for one icon (lucide-react's `icons/<name>` module; the name is lucide's, as in the class names). */
export async function lucideIconData(name: string): Promise<IconData> {
  const module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: IconData };
  if (!module.__iconData?.node) throw new Error(`lucide-react/icons/${name} exports no __iconData: update lib/icon-css.ts`);
  return module.__iconData;
}

const attr = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/'/g, '&apos;').replace(/</g, '&lt;');

/** The icon as a standalone SVG, drawn as lucide draws it (stroke 2, round caps and joins), in black: a mask needs only alpha. */
export function iconSvg(icon: IconData, filled = false): string {
  const box = icon.size ?? 24;
  const children = icon.node
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .filter(([k]) => k !== 'key')
          .map(([k, v]) => `${k}='${attr(v)}'`)
          .join(' ')}/>`,
    )
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${box} ${box}' fill='${filled ? 'black' : 'none'}' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${children}</svg>`;
}

/** A data: URI for CSS url("…"): only what must be escaped is (shorter, and it compresses better than base64). */
export const svgDataUri = (svg: string) => `data:image/svg+xml,${svg.replace(/[%#<>"\n]/g, (c) => encodeURIComponent(c))}`;

/** The icons' CSS: `.ic` (the box and the mask) and one `.ic-<name>` per icon, plus `.ic-<name>.ic-filled` where asked. */
export async function iconCss(set: Record<string, { fill?: boolean }> = cssIconSet): Promise<string> {
  const rules: string[] = [];
  for (const [name, options] of Object.entries(set).sort(([a], [b]) => a.localeCompare(b))) {
    const icon = await lucideIconData(name);
    rules.push(`.ic-${name}{--ic:url("${svgDataUri(iconSvg(icon))}")}`);
    if (options.fill) rules.push(`.ic-${name}.ic-filled{--ic:url("${svgDataUri(iconSvg(icon, true))}")}`);
  }
  // In the components layer: the utilities (h-4 w-4, text-*, inline, mr-1) override the box and the colour.
  // Block and no shrinking: the box an <svg> had (preflight makes it block; a replaced element never shrinks below its width).
  // Forced colours (Windows high contrast) would paint the background as Canvas, i.e. hide the icon: it takes the
  // text colour of where it stands instead. Printing keeps it (backgrounds are not printed by default).
  return `@layer components{.ic{display:block;vertical-align:middle;flex-shrink:0;width:1.5rem;height:1.5rem;background-color:currentColor;-webkit-mask:var(--ic) center/100% 100% no-repeat;mask:var(--ic) center/100% 100% no-repeat;-webkit-print-color-adjust:exact;print-color-adjust:exact}
${rules.join('\n')}
@media (forced-colors:active){.ic{forced-color-adjust:none;background-color:CanvasText}a .ic{background-color:LinkText}button .ic{background-color:ButtonText}}}
`;
}

/** The names the component accepts, for the build's check that each has its rule in the final CSS. */
export const iconNames = () => Object.keys(cssIconSet) as IconName[];
