import { CirclePlay, Heart, X } from 'lucide-react';
import * as circlePlayModule from 'lucide-react/dist/esm/icons/circle-play.mjs';
import * as heartModule from 'lucide-react/dist/esm/icons/heart.mjs';
import * as xModule from 'lucide-react/dist/esm/icons/x.mjs';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import createLucideIcon from './lucide-icon.ts';

type IconData = Parameters<typeof createLucideIcon>[0];
/** Each icon module's data (what smallIcons() in vite.config.ts hands to createLucideIcon), untyped by lucide-react. */
const dataOf = (module: unknown) => (module as { __iconData: IconData }).__iconData;
const [circlePlay, heart, x] = [circlePlayModule, heartModule, xModule].map(dataOf);

/**
 * The <svg> with its attributes in a fixed order (the two factories set them in different orders), without lucide's
 * `xmlns`, which ours leaves out (an <svg> in an HTML page is in the SVG namespace without it).
 */
const normalise = (html: string) =>
  html.replace(
    /<svg ([^>]*)>/,
    (_m, attrs: string) =>
      `<svg ${(attrs.match(/[\w:-]+="[^"]*"/g) ?? [])
        .filter((a) => !a.startsWith('xmlns='))
        .sort()
        .join(' ')}>`,
  );

it('leaves out the xmlns attribute, which HTML does not need', () => {
  const small = createLucideIcon(heart as IconData) as unknown as ComponentType<Record<string, unknown>>;
  const html = renderToStaticMarkup(createElement(small, { className: 'h-4 w-4' }));
  expect(html).toMatch(/^<svg [^>]*class="lucide lucide-heart h-4 w-4"/);
  expect(html).not.toContain('xmlns');
  expect(renderToStaticMarkup(createElement(Heart, { className: 'h-4 w-4' }))).toContain('xmlns="http://www.w3.org/2000/svg"');
});

it("renders the same markup as lucide-react's own icons for the props the app passes", () => {
  const cases: [ComponentType<Record<string, unknown>>, IconData | undefined, Record<string, unknown>][] = [
    [CirclePlay, circlePlay, { className: 'h-4 w-4', 'aria-hidden': 'true' }],
    [Heart, heart, { className: 'h-4 w-4 fill-current' }],
    [X, x, { className: 'h-5 w-5 lucide', 'aria-label': 'Close' }],
    [X, x, { size: 16, color: 'red', strokeWidth: 1.5, absoluteStrokeWidth: true, title: 'Close' }],
    [X, x, { children: createElement('title', { key: 't' }, 'Close') }],
    [X, x, {}],
  ];
  for (const [original, data, props] of cases) {
    if (!data) throw new Error('no icon data');
    const small = createLucideIcon(data) as unknown as ComponentType<Record<string, unknown>>;
    expect(normalise(renderToStaticMarkup(createElement(small, props)))).toBe(normalise(renderToStaticMarkup(createElement(original, props))));
  }
});
