import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits for the page's finite animations and transitions (a toast sliding in, a dialog fading)
 * to end: mid-fade text is partly transparent and axe would judge its contrast at that moment.
 * Endless animations (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/**
 * Runs axe on the page once its animations have settled and fails on any serious or critical issue (WCAG 2.1 A/AA
 * rules) still there on a second look a second later, listing each with the elements it was found on.
 */
export async function expectNoSeriousA11yIssues(page: Page, label: string): Promise<void> {
  const scan = async () => {
    await settleAnimations(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  };
  let found = await scan();
  // a toast that appeared after the first settle is judged mid-fade: a real issue survives a second look
  if (found.length > 0) {
    await page.waitForTimeout(1_000);
    found = await scan();
  }
  const serious = found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
  expect(serious, `${label}: serious or critical accessibility issues`).toEqual([]);
}
