import axe from 'axe-core';

/**
 * Component-level accessibility: axe-core's WCAG 2.1 A/AA rules over a rendered component in jsdom. Rules
 * that need a real layout engine or a whole page are off here and stay with the browser sweep
 * (apps/web/e2e/a11y, run when UI files change): colour contrast, and 'region' (landmarks of a full page).
 */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const result = await axe.run(node, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false }, 'link-in-text-block': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${v.help}`));
}
