import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The WCAG 2.0 and 2.1 A/AA rule sets axe checks (the bar of the accessibility spec). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a scan: axe's "serious" and "critical" (the minor and moderate are printed). */
const FAILING = new Set(['serious', 'critical']);

/** The two widths every page is scanned at (conventions: mobile 390×844, desktop 1366×900). */
export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * Waits until the page has drawn its content: the network is quiet, no MUI skeleton or loading
 * spinner (an indeterminate one: the preview buttons' rings are determinate) is left, and (when `heading` is true) a level-1 heading is visible. Scanning a skeleton
 * would check placeholders instead of what a person reads.
 */
export async function waitForContent(page: Page, { heading = true } = {}): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main .MuiCircularProgress-indeterminate')).toHaveCount(0, { timeout: 15_000 });
  if (heading) await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** One failing axe finding, flattened for the message. */
interface Finding {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
  summary: string;
}

/** Formats findings so a failure says what to fix: rule, impact, help, link, each element's selector. */
function describe(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.impact}] ${f.id}: ${f.help} (${f.helpUrl})\n` +
        f.targets.map((t) => `    at ${t}`).join('\n') +
        (f.summary ? `\n    ${f.summary.split('\n').join('\n    ')}` : ''),
    )
    .join('\n');
}

/**
 * Runs axe with {@link AXE_TAGS} on the page as it is (optionally only inside `include`, a CSS
 * selector) and fails when any violation is "serious" or "critical", listing rule id, impact,
 * help text and the offending elements' selectors. Minor and moderate findings are attached to
 * the test report as an annotation, not failed.
 */
export async function expectNoSeriousViolations(page: Page, where: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const findings: Finding[] = violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    helpUrl: v.helpUrl,
    targets: v.nodes.map((n) => n.target.join(' ')),
    summary: v.nodes[0]?.failureSummary ?? '',
  }));
  const failing = findings.filter((f) => FAILING.has(f.impact));
  const other = findings.filter((f) => !FAILING.has(f.impact));
  if (other.length > 0)
    test.info().annotations.push({ type: `axe (minor/moderate) on ${where}`, description: describe(other) });
  expect(failing.length, `serious or critical axe violations on ${where}:\n${describe(failing)}`).toBe(0);
}
