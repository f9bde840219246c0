/**
 * The suite's one accessibility check: axe-core against WCAG 2.0-2.2 A/AA, measured once the
 * page's transitions are done (an element fading in is half transparent, and its contrast
 * would be judged on the way).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Where on the page to look: only inside `include`, never inside `exclude` (CSS selectors). */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Every violation in `scope`, whatever its impact. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<Violation[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  return (await builder.analyze()).violations;
}

/** Serious and critical violations in `scope`, one readable line per rule with its first targets. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return (await axeViolations(page, scope))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}
