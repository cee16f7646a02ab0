/**
 * getMacroOutlook over the macro service the /v1/pub/ai-marco routes use: Premium gets the latest
 * views of the asked assets and horizons, Pro only the track record (as the API), anonymous is
 * asked to sign in; the card's figures are the API's; the summary quotes them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getMacroOutlookOutputSchema } from "../../../shared/tools/get-macro-outlook";
import { summarize } from "../model/summaries";
import { type AssistantTestApp, assistantTestApp, run, toolsFor } from "./test-support";

let t: AssistantTestApp;
beforeAll(async () => {
  t = await assistantTestApp();
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe("getMacroOutlook", () => {
  it("gives Premium the latest views of the asked assets with the measured track record", async () => {
    const { tools } = toolsFor(t.services, await t.claims("premium"));
    const out = await run(tools.getMacroOutlook, { assets: ["us_stock", "japan_bond"], horizon: "3M" });
    expect(getMacroOutlookOutputSchema.parse(out)).toBeTruthy();
    expect(out.status).toBe("ok");
    expect(out.locked).toBe(false);
    expect(out.views.map((v: any) => `${v.assetId}:${v.horizon}`).sort()).toEqual([
      "japan_bond:3M",
      "us_stock:3M",
    ]);
    const api = await t.services.macro.scoreList("premium");
    for (const v of out.views)
      expect(api.find((s) => s.assetId === v.assetId && s.horizon === v.horizon)?.view).toBe(v.view);
    const byAsset = (await t.services.macro.trackRecord()).byAsset.filter(
      (r) => ["us_stock", "japan_bond"].includes(r.assetId) && r.horizon === "3M",
    );
    expect(out.byAsset).toEqual(byAsset);
    expect(out.trackRecord.months).toBe(byAsset.reduce((s, r) => s + r.months, 0));
    const text = summarize("en", [{ toolName: "getMacroOutlook", input: {}, output: out }]);
    expect(text).toContain(out.month);
    expect(text).toContain(`${(out.trackRecord.hitRate * 100).toFixed(2)}%`);
  });

  it("shows Pro the track record only, and asks anonymous callers to sign in", async () => {
    const pro = await run(toolsFor(t.services, await t.claims("pro")).tools.getMacroOutlook, {});
    expect(pro.status).toBe("ok");
    expect(pro.locked).toBe(true);
    expect(pro.views).toEqual([]);
    expect(pro.trackRecord).toMatchObject(
      await t.services.macro.trackRecord().then(({ months, hitRate }) => ({ months, hitRate })),
    );
    expect(await run(toolsFor(t.services, null).tools.getMacroOutlook, {})).toEqual({
      status: "signInNeeded",
    });
  });
});
