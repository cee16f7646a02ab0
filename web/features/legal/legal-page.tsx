import { FileTextIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatValue } from "@/components/value";
import { activeLocale } from "@/lib/i18n";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { useScreen } from "@/lib/use-screen";
import { cn } from "@/lib/utils";
import {
  blocksOf,
  isLegalDoc,
  type LegalDocName,
  legalDocKeys,
  legalDocs,
  legalEffectiveDate,
} from "./legal-doc";

/** The disclaimer, use policy and user agreement: one renderer over locales/<locale>/legal.json. */
export function LegalPage() {
  const { t } = useTranslation(["legal"]);
  const screen = useScreen();
  const name: LegalDocName = legalDocs.find((d) => d === screen) ?? "disclaimer";
  const doc = t(legalDocKeys[name].doc, { returnObjects: true });
  if (!isLegalDoc(doc)) return null;
  const sections = Object.entries(doc.sections);

  return (
    <div className="flex flex-col" data-testid="legal-page" data-doc={name}>
      <header className="border-border border-b bg-surface">
        <div className="mx-auto flex max-w-[1120px] flex-col gap-3 px-4 py-10 sm:px-6 lg:px-8">
          <p className="flex items-center gap-2 font-medium text-brand-700 text-sm">
            <FileTextIcon className="size-4" />
            {t("legal:common.eyebrow")}
          </p>
          <h1 className="font-semibold text-3xl text-foreground tracking-tight">{doc.title}</h1>
          <p className="max-w-3xl text-muted-foreground leading-relaxed">{doc.summary}</p>
          <p className="text-sm text-subtle-foreground">
            {t("legal:common.effective", {
              date: formatValue(activeLocale(), { kind: "date", value: legalEffectiveDate }),
            })}
          </p>
        </div>
      </header>
      <div className="mx-auto grid w-full max-w-[1120px] gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[220px_1fr] lg:px-8">
        <aside className="hidden lg:block">
          <nav aria-label={t("legal:common.contents")} className="sticky top-24 flex flex-col gap-1 text-sm">
            <p className="pb-2 font-semibold text-subtle-foreground text-xs uppercase tracking-wider">
              {t("legal:common.contents")}
            </p>
            {sections.map(([id, section], index) => (
              <a
                key={id}
                href={`#${id}`}
                className="rounded-md px-2 py-1.5 text-muted-foreground leading-snug hover:bg-muted hover:text-foreground"
              >
                {index + 1}. {section.title}
              </a>
            ))}
          </nav>
        </aside>
        <article className="flex max-w-3xl flex-col gap-9">
          {sections.map(([id, section], index) => (
            <section key={id} id={id} className="scroll-mt-24">
              <h2 className="mb-3 font-semibold text-foreground text-lg">
                <span className="mr-2 text-brand-600 tabular">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="flex flex-col gap-3 text-[15px] text-foreground/85 leading-7">
                {blocksOf(section).map((block) =>
                  block.kind === "p" ? (
                    <p key={block.key}>{block.text}</p>
                  ) : (
                    <ul
                      key={block.key}
                      className="flex list-disc flex-col gap-1.5 pl-5 marker:text-brand-400"
                    >
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          ))}
          <RelatedDocs current={name} />
        </article>
      </div>
    </div>
  );
}

function RelatedDocs({ current }: { current: LegalDocName }) {
  const { t } = useTranslation(["legal"]);
  const localized = useLocalizedPath();
  return (
    <nav aria-label={t("legal:common.related")} className="mt-4 border-border border-t pt-6">
      <p className="mb-3 font-semibold text-foreground text-sm">{t("legal:common.related")}</p>
      <div className="flex flex-wrap gap-2">
        {legalDocs
          .filter((d) => d !== current)
          .map((d) => (
            <Link
              key={d}
              to={localized(`/${d}`)}
              className={cn(
                "inline-flex items-center gap-2 rounded-full border border-border px-3.5 py-1.5 text-sm hover:border-brand-300 hover:bg-brand-50",
              )}
            >
              <FileTextIcon className="size-3.5 text-brand-600" />
              {t(legalDocKeys[d].title)}
            </Link>
          ))}
      </div>
    </nav>
  );
}
