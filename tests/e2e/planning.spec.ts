import path from "node:path";
import { fileURLToPath } from "node:url";
import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { signUpNewUser, useSession } from "./pages/chat-page";
import { freeProducts, PlanningScreen, TwinScreen } from "./pages/planning-page";

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const takeShots = process.env.SCREENSHOTS === "1";

/**
 * The digital twin and a wealth plan as a user meets them: the role card's six steps, its
 * confirmation and reselection; then a retirement plan with the flex builder (the locked core
 * at the twin's risk level, one product of the user's, the per-asset-class cap refusing one
 * more), its success probability, confirmation, detail and cancellation; checked by axe.
 */
for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
  test.describe(`digital twin and wealth planning (${locale})`, () => {
    test("twin flow → confirm; flex retirement plan → success probability → create → cancel; reselect", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const user = await signUpNewUser(request, `planning-${locale}`);
      await useSession(page, user);
      await page.setViewportSize({ width: 1366, height: 768 });

      // The role card, step by step.
      const twin = new TwinScreen(page);
      await twin.goto(locale);
      await twin.atStep("gender");
      await expect(
        page.getByRole("heading", { name: text(locale, "planning:twin.questions.gender") }),
      ).toBeVisible();
      await expect(twin.next).toBeDisabled();
      await twin.choose("female");
      await expectNoSeriousA11yIssues(page, `twin gender step (${locale})`);
      await twin.next.click();
      await twin.atStep("age");
      await page.getByTestId("twin-age").fill("12");
      await twin.next.click();
      await expect(page.locator("#twin-age-message")).toHaveText(
        text(locale, "planning:twin.ageInvalid").replace("{{min}}", "18").replace("{{max}}", "100"),
      );
      await page.getByTestId("twin-age").fill("45");
      await twin.next.click();
      await twin.atStep("familyStatus");
      await twin.choose("marriedWithChildren");
      await twin.next.click();
      await twin.atStep("identity");
      await twin.choose("professional");
      await twin.next.click();
      await twin.atStep("themes");
      await twin.choose("technology");
      await twin.choose("dividendIncome");
      await twin.next.click();
      await twin.atStep("riskLevel");
      await twin.chooseRisk(4);
      await twin.next.click();
      await twin.atStep("review");
      await expect(page.getByTestId("role-card-riskLevel")).toContainText(
        text(locale, "planning:riskLevels.4"),
      );
      await expect(page.getByTestId("role-card-familyStatus")).toContainText(
        text(locale, "planning:twin.familyStatuses.marriedWithChildren"),
      );
      await expectNoSeriousA11yIssues(page, `twin review (${locale})`);
      await page.getByTestId("twin-confirm").click();
      await expect(twin.confirmed).toBeVisible();
      await expect(twin.confirmed).toContainText(text(locale, "planning:twin.confirmed"));
      if (takeShots)
        await page.screenshot({ path: path.join(shots, `twin-confirmed-${locale}.png`), fullPage: true });

      // A retirement plan with the flex builder; the twin's risk level (Growth) is the default.
      const stocks = await freeProducts(request, user.accessToken, 4, "Stock");
      if (stocks.length < 2) throw new Error("the universe has fewer than two large equity funds");
      const plans = new PlanningScreen(page);
      await page.getByTestId("twin-to-planning").click();
      await expect(plans.wizard).toBeVisible();
      await plans.atStep("goal");
      await page.getByTestId("plan-goal-retirement").click();
      await plans.next.click();
      await plans.atStep("amounts");
      await plans.next.click();
      await expect(page.getByTestId("plan-wizard").getByRole("alert").first()).toBeVisible();
      await plans.fill("targetAmount", "3000000");
      await plans.fill("initialAmount", "500000");
      await plans.fill("years", "20");
      await plans.fill("monthlyContribution", "8000");
      await plans.next.click();
      await plans.atStep("builder");
      await expect(page.getByText(text(locale, "planning:wizard.riskFromTwin"))).toBeVisible();
      await expect(page.getByTestId("risk-level-4")).toHaveAttribute("data-selected", "true");
      await page.getByTestId("plan-builder-flex").click();
      await plans.next.click();
      await plans.atStep("weights");
      await expect(page.getByTestId("plan-core").getByTestId("plan-holding").first()).toBeVisible();
      await plans.addProduct(stocks[0]!);
      await expect(plans.freeItems()).toHaveCount(1);
      await expect(page.getByTestId("plan-free-weight")).toHaveValue("30");
      // the core holds two equity products already: a second one of the user's would be the fourth
      await plans.addProduct(stocks[1]!);
      await expect(plans.pickerMessage).toHaveText(text(locale, "planning:wizard.maxPerClass"));
      await expect(plans.freeItems()).toHaveCount(1);
      await expectNoSeriousA11yIssues(page, `flex builder (${locale})`);
      if (takeShots)
        await page.screenshot({ path: path.join(shots, `plan-flex-${locale}.png`), fullPage: true });
      await plans.next.click();
      await plans.atStep("analysis");
      await expect(plans.success).toBeVisible({ timeout: 30_000 });
      await expect(plans.success).toHaveText(/^\d{1,3}%$/);
      await expect(page.getByTestId("plan-fan-chart")).toBeVisible();
      await expectNoSeriousA11yIssues(page, `plan analysis (${locale})`);
      if (takeShots)
        await page.screenshot({ path: path.join(shots, `plan-analysis-${locale}.png`), fullPage: true });
      const probability = await plans.success.textContent();
      await page.getByTestId("plan-name").fill(locale === "en-HK" ? "Retire at 65" : "65歲退休");
      await plans.confirm.click();

      // Created on confirm: the detail shows the same projection; then it is cancelled and stays readable.
      await expect(plans.detail).toBeVisible();
      await expect(plans.detail).toHaveAttribute("data-status", "active");
      await expect(plans.success).toHaveText(probability ?? "");
      await expect(page.getByTestId("plan-holdings").locator('[data-locked="false"]')).toHaveCount(1);
      await expectNoSeriousA11yIssues(page, `plan detail (${locale})`);
      if (takeShots)
        await page.screenshot({ path: path.join(shots, `plan-detail-${locale}.png`), fullPage: true });

      // Changed: a lower target re-runs the analysis on save.
      await page.getByTestId("plan-change").click();
      await plans.atStep("builder");
      await page.getByRole("button", { name: text(locale, "planning:wizard.back") }).click();
      await plans.atStep("amounts");
      await plans.fill("targetAmount", "2000000");
      await plans.next.click();
      await plans.next.click();
      await plans.atStep("weights");
      await expect(page.getByTestId("plan-free-weight")).toHaveValue("30");
      await plans.next.click();
      await expect(plans.success).toBeVisible({ timeout: 30_000 });
      await expect(plans.confirm).toHaveText(text(locale, "planning:wizard.saveChanges"));
      await plans.confirm.click();
      await expect(plans.detail).toBeVisible();
      await expect(plans.detail).toContainText("2,000,000");
      const changed = Number((await plans.success.textContent())?.replace("%", ""));
      expect(changed).toBeGreaterThanOrEqual(Number(probability?.replace("%", "")));

      await page.getByTestId("plan-cancel").click();
      await page.getByTestId("plan-cancel-dialog").getByTestId("confirm-ok").click();
      await expect(plans.detail).toHaveAttribute("data-status", "cancelled");
      await expect(page.getByTestId("plan-status")).toHaveText(text(locale, "planning:plans.cancelled"));
      await expect(page.getByTestId("plan-change")).toHaveCount(0);
      await page.goto(`/${locale}/wealth-planning`);
      await expect(page.getByTestId("plan-card")).toHaveCount(1);
      await expect(page.getByTestId("plan-card")).toHaveAttribute("data-status", "cancelled");

      // The personal profile adjusts the twin's risk level; the card stays confirmed.
      await page.goto(`/${locale}/profile`);
      await expect(page.getByTestId("role-card-riskLevel")).toContainText(
        text(locale, "planning:riskLevels.4"),
      );
      await page.getByTestId("risk-level-2").click();
      await page.getByTestId("profile-save-risk").click();
      await expect(page.getByTestId("role-card-riskLevel")).toContainText(
        text(locale, "planning:riskLevels.2"),
      );
      await expectNoSeriousA11yIssues(page, `profile (${locale})`);

      // Reselecting the confirmed role clears it and starts the flow again.
      await twin.goto(locale);
      await page.getByTestId("twin-reselect").click();
      await page.getByTestId("twin-reselect-dialog").getByTestId("confirm-ok").click();
      await twin.atStep("gender");
      await expect(page.getByTestId("twin-choice-female")).toHaveAttribute("data-selected", "false");
    });
  });
}
