import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { signUpNewUser, useSession } from "./pages/chat-page";

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const viewports = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;

for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
  test.describe(`news (${locale})`, () => {
    test("list → item → its tagged product", async ({ app, page, request }) => {
      await page.setViewportSize(viewports.desktop);
      await useSession(page, await signUpNewUser(request, `news-${locale}`));
      await app.goto(`/${locale}/news`);
      await expect(page.getByTestId("news-page")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "news:ui.title"));
      const first = page.getByTestId("news-item").first();
      await expect(first).toBeVisible();
      await expect(page.getByTestId("news-trending").getByRole("listitem").first()).toBeVisible();
      const id = await first.getAttribute("data-id");
      const title = await first.getByTestId("news-item-link").innerText();
      if (process.env.SCREENSHOTS) {
        await page.screenshot({ path: path.join(shots, `news-list-${locale}-desktop.png`) });
      }

      await first.getByTestId("news-item-link").click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/news/${id!.replaceAll(".", "\\.")}$`));
      const story = page.getByTestId("news-story");
      await expect(story).toHaveAttribute("data-id", id!);
      await expect(story.getByRole("heading", { level: 1 })).toHaveText(title);
      const product = page.getByTestId("news-product-link").first();
      await expect(product).toBeVisible();
      if (process.env.SCREENSHOTS) {
        await page.screenshot({
          path: path.join(shots, `news-detail-${locale}-desktop.png`),
          fullPage: true,
        });
        await page.setViewportSize(viewports.mobile);
        await page.screenshot({ path: path.join(shots, `news-detail-${locale}-mobile.png`), fullPage: true });
        await app.goto(`/${locale}/news`);
        await expect(page.getByTestId("news-item").first()).toBeVisible();
        await page.screenshot({ path: path.join(shots, `news-list-${locale}-mobile.png`) });
        await page.goBack();
        await page.setViewportSize(viewports.desktop);
      }

      const href = await product.getAttribute("href");
      expect(href).toMatch(new RegExp(`^/${locale}/(fundDetail|ETFDetail)\\?fundCode=`));
      const code = new URL(href!, "http://x").searchParams.get("fundCode");
      await product.click();
      await expect(page).toHaveURL((url) => url.searchParams.get("fundCode") === code);
      await expect(page.getByTestId("product-page")).toHaveAttribute("data-code", code!);
    });
  });
}
