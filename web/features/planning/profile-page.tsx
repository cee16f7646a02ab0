import type { Plan, Twin } from "@shared/api/planning";
import { useAtomValue } from "jotai";
import { GoalIcon, UserRoundCogIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { userInfoAtom } from "@/features/auth";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { LoadError, Loading, PageHeader, Section } from "./components/parts";
import { RiskLevelPicker } from "./components/risk-level-picker";
import { RoleCardSummary } from "./components/role-card";
import { asRiskLevel, type RiskLevel } from "./labels";
import { fetchPlans, fetchTwin, saveTwin } from "./planning-api";

const planKey = (authLevel: number | undefined) =>
  authLevel === 2
    ? "nav:user.planPremium"
    : authLevel === 3
      ? "nav:user.planEnterprise"
      : ("nav:user.planPro" as const);

/**
 * /profile: the account, the digital twin's role card (or the way to create it) and the risk
 * level adjustment, which keeps the card confirmed and becomes the builders' default.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const user = useAtomValue(userInfoAtom);
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`profile:${attempt}`, (signal) =>
    Promise.all([fetchTwin(signal), fetchPlans(signal)]),
  );
  const [twin, setTwin] = useState<Twin | null>(null);
  const [plans, setPlans] = useState<Plan[]>([]);
  const [risk, setRisk] = useState<RiskLevel | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (load.state !== "ready") return;
    const [tw, ps] = load.data;
    setTwin(tw);
    setPlans(ps);
    setRisk(tw.card.riskLevel === undefined ? undefined : asRiskLevel(tw.card.riskLevel));
  }, [load]);

  async function saveRisk() {
    if (risk === undefined) return;
    setSaving(true);
    try {
      const saved = await saveTwin({ riskLevel: risk });
      setTwin(saved);
      toast.success(t("planning:profile.riskSaved"));
    } catch (err) {
      toast.error(err instanceof ApiError ? err.notice : t("planning:loadFailed"));
    } finally {
      setSaving(false);
    }
  }

  const active = plans.filter((p) => p.status === "active").length;
  const confirmed = Boolean(twin?.confirmedAt);
  return (
    <div className="flex flex-1 flex-col" data-testid="profile-page">
      <PageHeader title={t("pages:screens.profile.title")} lead={t("pages:screens.profile.description")} />
      <div className="mx-auto grid w-full max-w-[1100px] gap-5 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:px-8">
        {load.state === "error" ? (
          <LoadError onRetry={() => setAttempt((n) => n + 1)} />
        ) : !twin ? (
          <Loading />
        ) : (
          <>
            <div className="flex min-w-0 flex-col gap-5">
              <Section
                title={t("planning:profile.roleCard")}
                lead={
                  confirmed && twin.confirmedAt ? (
                    <>
                      {t("planning:twin.confirmed")} · <Value kind="date" value={twin.confirmedAt} />
                    </>
                  ) : undefined
                }
                aside={
                  confirmed ? (
                    <Button asChild variant="outline" size="sm">
                      <Link to={localized("/digital-twin")}>
                        <UserRoundCogIcon />
                        {t("nav:user.twin")}
                      </Link>
                    </Button>
                  ) : undefined
                }
              >
                {confirmed ? (
                  <RoleCardSummary card={twin.card} />
                ) : (
                  <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-5">
                    <p className="font-medium text-foreground">{t("planning:profile.noTwin")}</p>
                    <p className="text-muted-foreground text-sm">{t("planning:profile.noTwinLead")}</p>
                    <Button asChild>
                      <Link to={localized("/digital-twin")} data-testid="profile-create-twin">
                        <UserRoundCogIcon />
                        {Object.keys(twin.card).length > 0
                          ? t("planning:profile.continueTwin")
                          : t("planning:profile.createTwin")}
                      </Link>
                    </Button>
                  </div>
                )}
              </Section>
              <Section
                title={t("planning:profile.riskTitle")}
                lead={confirmed ? t("planning:profile.riskLead") : t("planning:profile.riskNeedsTwin")}
                testId="profile-risk"
              >
                {confirmed ? (
                  <>
                    <RiskLevelPicker
                      label={t("planning:profile.riskTitle")}
                      value={risk}
                      onChange={setRisk}
                      className="lg:grid-cols-3"
                    />
                    <div>
                      <Button
                        onClick={saveRisk}
                        disabled={saving || risk === undefined || risk === twin.card.riskLevel}
                        data-testid="profile-save-risk"
                      >
                        {t("planning:profile.saveRisk")}
                      </Button>
                    </div>
                  </>
                ) : null}
              </Section>
            </div>
            <div className="flex min-w-0 flex-col gap-5">
              <Section title={t("planning:profile.account")}>
                <dl className="flex flex-col gap-3 text-sm">
                  <div className="flex flex-col gap-0.5">
                    <dt className="text-muted-foreground text-xs">{t("planning:profile.email")}</dt>
                    <dd className="break-all font-medium text-foreground">{user?.email ?? "—"}</dd>
                  </div>
                  <div className="flex flex-col gap-0.5">
                    <dt className="text-muted-foreground text-xs">{t("planning:profile.plan")}</dt>
                    <dd className="font-medium text-foreground">{t(planKey(user?.authLevel))}</dd>
                  </div>
                </dl>
              </Section>
              <Section
                title={t("planning:profile.plansTitle")}
                lead={t(
                  active === 1 ? "planning:profile.plansCount_one" : "planning:profile.plansCount_other",
                  {
                    count: active,
                  },
                )}
              >
                <Button asChild variant="outline">
                  <Link to={localized("/wealth-planning")}>
                    <GoalIcon />
                    {t("planning:profile.openPlans")}
                  </Link>
                </Button>
              </Section>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
