import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { Icon } from '../components/ui/icon.tsx';
import { cssIconSet, type IconName } from '../components/ui/icon-set.ts';
import { iconCss, iconSvg, lucideIconData } from './icon-css.ts';

const names = Object.keys(cssIconSet) as IconName[];
/** The SVG a rule's data: URI holds, decoded. */
const svgOf = (css: string, selector: string) => {
  const m = new RegExp(`(?:^|[}\\n])${selector.replace(/\./g, '\\.')}\\{--ic:url\\("data:image/svg\\+xml,([^"]*)"\\)\\}`).exec(css);
  return m ? decodeURIComponent(m[1] as string) : null;
};

it('has a rule for every icon the Icon component accepts, drawn from lucide’s own data', async () => {
  const css = await iconCss();
  for (const name of names) {
    const svg = svgOf(css, `.ic-${name}`);
    expect(svg, name).not.toBeNull();
    // Every element of lucide's icon, with its attributes, is in the mask's SVG.
    const { node } = await lucideIconData(name);
    for (const [tag, attrs] of node) {
      const { key: _key, ...drawn } = attrs;
      expect(svg, `${name} <${tag}>`).toContain(
        `<${tag} ${Object.entries(drawn)
          .map(([k, v]) => `${k}='${v}'`)
          .join(' ')}/>`,
      );
    }
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2'/);
    // The filled variant exactly where the set asks for one.
    const filled = svgOf(css, `.ic-${name}.ic-filled`);
    if ((cssIconSet[name] as { fill?: true }).fill) expect(filled, name).toContain(" fill='black' ");
    else expect(filled, name).toBeNull();
  }
  // The box, the colour and the mask; Windows high contrast keeps the icons visible.
  expect(css).toMatch(/\.ic\{[^}]*display:block;[^}]*flex-shrink:0;[^}]*background-color:currentColor;-webkit-mask:var\(--ic\)[^}]*;mask:var\(--ic\)/);
  expect(css).toMatch(/@media \(forced-colors:active\)\{\.ic\{forced-color-adjust:none;background-color:CanvasText\}/);
  // In a layer below the utilities, so h-4 w-4, text-* and inline override .ic's defaults.
  expect(css.startsWith('@layer components{')).toBe(true);
});

it('fails the build for a name lucide does not have', async () => {
  await expect(iconCss({ 'no-such-icon': {} })).rejects.toThrow();
});

it('escapes what a data: URI must not hold', () => {
  const svg = iconSvg({ name: 't', node: [['path', { d: "M1 1'<>&", key: 'k' }]] });
  expect(svg).toContain(`<path d='M1 1&apos;&lt;>&amp;'/>`);
  expect(svg).not.toContain('key=');
});

it('renders an empty element hidden from assistive technology, with the caller’s classes', () => {
  expect(renderToStaticMarkup(<Icon name="map-pin" className="h-4 w-4" />)).toBe('<i class="ic ic-map-pin h-4 w-4" aria-hidden="true"></i>');
  expect(renderToStaticMarkup(<Icon name="heart" filled className="h-4 w-4" />)).toBe('<i class="ic ic-heart ic-filled h-4 w-4" aria-hidden="true"></i>');
  expect(renderToStaticMarkup(<Icon name="heart" filled={false} />)).toBe('<i class="ic ic-heart" aria-hidden="true"></i>');
});
