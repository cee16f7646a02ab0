import type { Locator, Page } from "@playwright/test";

/** The Share button and dialog of a page that shares something (features/sharing). */
export class ShareDialog {
  readonly open: Locator;
  readonly dialog: Locator;
  readonly create: Locator;
  readonly url: Locator;
  readonly poster: Locator;
  readonly download: Locator;
  readonly revoke: Locator;

  constructor(readonly page: Page) {
    this.open = page.getByTestId("share-open");
    this.dialog = page.getByTestId("share-dialog");
    this.create = this.dialog.getByTestId("share-create");
    this.url = this.dialog.getByTestId("share-url");
    this.poster = this.dialog.getByTestId("share-poster");
    this.download = this.dialog.getByTestId("share-download");
    this.revoke = this.dialog.getByTestId("share-revoke");
  }

  /** Opens the dialog, makes the link and answers it (absolute). */
  async makeLink(): Promise<string> {
    await this.open.click();
    await this.create.click();
    return this.url.inputValue();
  }

  /** Whether the poster preview has loaded (an image with its natural size). */
  async posterSize(): Promise<{ width: number; height: number }> {
    return this.poster.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
    }));
  }
}

/** The public page of a share link (/s/:hash). */
export class SharedItemPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly figures: Locator;
  readonly chart: Locator;
  readonly disclaimer: Locator;
  readonly missing: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("share-page");
    this.title = page.getByTestId("share-title");
    this.figures = page.getByTestId("share-figures");
    this.chart = page.getByTestId("share-chart");
    this.disclaimer = page.getByTestId("share-disclaimer");
    this.missing = page.getByTestId("share-missing");
  }
}
