import type { MacroReport } from "@shared/api/macro";
import { type MacroHorizon, macroHorizons } from "@shared/domain/assistant";
import { type MacroAsset, macroAssets } from "@shared/domain/product";
import { useAtomValue } from "jotai";
import { ShieldAlertIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Markdown } from "@/components/markdown";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { UpgradePanel } from "@/components/upgrade-panel";
import { Value } from "@/components/value";
import { userInfoAtom } from "@/features/auth";
import { PageHeader, Section } from "@/features/planning/components/parts";
import { Loaded } from "@/features/product/components/parts";
import { accessOf, usePlan } from "@/features/selection";
import { readStored, writeStored } from "@/lib/storage";
import { useLoad } from "@/lib/use-load";
import { cn } from "@/lib/utils";
import { HistoryHeatmap, useHistoryMonths } from "./components/history-heatmap";
import { TrackRecordTable } from "./components/track-record-table";
import { ViewsTable } from "./components/views-table";
import { assetLabel, disclaimerKey, horizonLabel } from "./labels";
import { fetchMonths, fetchReport, fetchTrackRecord } from "./macro-api";

/**
 * AssetViews: the AI macro page. The disclaimer must be agreed once (stored per user in this
 * browser) before anything is shown. Premium sees the latest views (asset × horizon heat-map),
 * the model portfolio's tilts and the monthly outlook; every plan sees the history heat-map of
 * judged views and the measured track record against the three baselines.
 */
export function MacroPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userInfoAtom);
  const key = disclaimerKey(user?.userId);
  const [agreed, setAgreed] = useState(() => readStored(key) === "agreed");
  return (
    <div className="flex flex-1 flex-col bg-surface" data-testid="macro-page">
      <PageHeader title={t("macro:title")} lead={t("macro:lead")} />
      <div className="mx-auto flex w-full max-w-[1320px] flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
        {agreed ? (
          <MacroContent />
        ) : (
          <DisclaimerGate
            onAgree={() => {
              writeStored(key, "agreed");
              setAgreed(true);
            }}
          />
        )}
      </div>
    </div>
  );
}

function DisclaimerGate({ onAgree }: { onAgree: () => void }) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState(false);
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="macro-disclaimer"
      className="mx-auto flex w-full max-w-2xl flex-col gap-4 rounded-2xl border border-border bg-background p-6"
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-gold-100 text-gold-700">
        <ShieldAlertIcon className="size-5" aria-hidden />
      </span>
      <h2 id={`${id}-title`} className="font-semibold text-foreground text-xl">
        {t("macro:disclaimer.title")}
      </h2>
      <p className="text-muted-foreground leading-relaxed">{t("macro:disclaimer.body")}</p>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-agree`}
          checked={ticked}
          onCheckedChange={(v) => setTicked(v === true)}
          data-testid="macro-disclaimer-agree"
        />
        <label htmlFor={`${id}-agree`} className="text-foreground text-sm leading-snug">
          {t("macro:disclaimer.agree")}
        </label>
      </div>
      <Button
        className="self-start"
        disabled={!ticked}
        onClick={onAgree}
        data-testid="macro-disclaimer-continue"
      >
        {t("macro:disclaimer.continue")}
      </Button>
    </section>
  );
}

function MacroContent() {
  const { t } = useTranslation();
  const full = accessOf(usePlan(), "aiMacro") === "full";
  const [horizon, setHorizon] = useState<MacroHorizon>("1M");
  const shownMonths = useHistoryMonths();
  const months = useLoad(`macro-months-${full}`, fetchMonths);
  const record = useLoad("macro-record", fetchTrackRecord);
  const assets: readonly MacroAsset[] = macroAssets;
  return (
    <>
      {full ? (
        <LatestSections assets={assets} />
      ) : (
        <UpgradePanel
          title={t("macro:upgrade.title")}
          body={t("macro:upgrade.body")}
          testId="macro-upgrade"
        />
      )}
      <Section
        title={t("macro:history.title")}
        lead={t("macro:history.lead", { horizon: t(horizonLabel(horizon)), count: shownMonths })}
        testId="macro-history"
        aside={
          <fieldset className="m-0 flex gap-1 rounded-lg border-0 bg-muted p-1">
            <legend className="sr-only">{t("macro:history.horizon")}</legend>
            {macroHorizons.map((h) => (
              <button
                key={h}
                type="button"
                aria-pressed={horizon === h}
                onClick={() => setHorizon(h)}
                data-testid={`macro-history-${h}`}
                className={cn(
                  "rounded-md px-3 py-1 text-sm",
                  horizon === h
                    ? "bg-background font-medium text-foreground shadow-sm"
                    : "text-muted-foreground",
                )}
              >
                {t(horizonLabel(h))}
              </button>
            ))}
          </fieldset>
        }
      >
        <Loaded load={months} skeleton="h-[26rem]">
          {(data) => <HistoryHeatmap assets={assets} months={data} horizon={horizon} />}
        </Loaded>
      </Section>
      <Loaded load={record} skeleton="h-96">
        {(data) => (
          <Section
            title={t("macro:record.title")}
            lead={
              data.first && data.last
                ? t("macro:record.lead", { first: data.first, last: data.last })
                : t("macro:record.empty")
            }
            testId="macro-record"
          >
            <TrackRecordTable record={data} />
          </Section>
        )}
      </Loaded>
    </>
  );
}

function LatestSections({ assets }: { assets: readonly MacroAsset[] }) {
  const { t } = useTranslation();
  const report = useLoad("macro-report", fetchReport);
  return (
    <Loaded load={report} skeleton="h-96">
      {(data) => (
        <>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
            <Section
              title={t("macro:latest.title", { month: data.month })}
              lead={t("macro:latest.lead")}
              testId="macro-latest"
            >
              <ViewsTable
                assets={assets}
                scores={data.perAsset.flatMap((a) =>
                  a.views.map((v) => ({ ...v, assetId: a.assetId, month: data.month })),
                )}
                testId="macro-latest-table"
              />
            </Section>
            <Section title={t("macro:portfolio.title")} lead={t("macro:portfolio.lead")} testId="macro-tilts">
              <TiltsTable report={data} />
            </Section>
          </div>
          <Section title={t("macro:outlook.title")} testId="macro-outlook">
            <Markdown className="max-w-3xl">{data.summary}</Markdown>
          </Section>
        </>
      )}
    </Loaded>
  );
}

function TiltsTable({ report }: { report: MacroReport }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-sm">
        <thead>
          <tr className="border-border border-b text-muted-foreground">
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t("macro:latest.asset")}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t("macro:portfolio.strategic")}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t("macro:portfolio.tilt")}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t("macro:portfolio.weight")}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.perAsset.map((a) => (
            <tr key={a.assetId} className="border-border border-b last:border-0">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                {t(assetLabel(a.assetId))}
              </th>
              <td className="px-2 py-1.5 text-right tabular-nums">
                <Value kind="percent" value={a.strategicWeight / 100} digits={1} />
              </td>
              <td className="px-2 py-1.5 text-right tabular-nums">
                <Value kind="percent" value={a.tilt / 100} digits={1} signed />
              </td>
              <td className="px-2 py-1.5 text-right font-medium tabular-nums">
                <Value kind="percent" value={a.weight / 100} digits={1} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
