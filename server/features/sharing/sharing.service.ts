/**
 * Share links: the owner makes one for a report, a saved portfolio or a product, lists and
 * revokes theirs; anyone with the hash reads the item's public view (share-views.ts) in the
 * language asked for, or its poster. A link to an item its owner no longer has, or a revoked
 * one, is a 404. The views are built from the owner's id kept in the row, which never leaves
 * the server.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type {
  CreateShareRequest,
  ShareKind,
  ShareLink,
  ShareSummary,
  ShareView,
} from "../../../shared/api/sharing";
import type { ApiLang } from "../../../shared/locales";
import { AppError } from "../../http/app-error";
import type { Db } from "../../store/db";
import { shares } from "../../store/schema";
import type { ProductContext } from "../products";
import { renderPoster } from "./poster";
import { fundShareView, type ShareViewLoader } from "./share-views";

export interface SharingDeps {
  db: Db;
  products: ProductContext;
  /** The public web address, for the links and the poster's QR code. */
  appUrl: string;
  /** The owner's saved portfolio as a view (null: not theirs). */
  portfolioView: ShareViewLoader;
  /** The owner's stored report as a view (null: not theirs). */
  reportView: ShareViewLoader;
}

const missing = (hash: string) => new AppError("notFound", "No share", { hash });

export function createSharingService(deps: SharingDeps) {
  const { db } = deps;
  const base = deps.appUrl.replace(/\/+$/, "");
  const linkOf = (hash: string, lang: ApiLang): ShareLink => ({
    hash,
    url: `/s/${hash}`,
    posterPngUrl: `/v1/pub/share/${hash}/poster.png?lang=${lang}`,
  });

  /** The view of a share's item; `userId` is the owner's (products need none). */
  async function viewOf(
    kind: ShareKind,
    userId: string,
    id: string,
    lang: ApiLang,
  ): Promise<ShareView | null> {
    if (kind === "fund") return fundShareView(deps.products, id, lang);
    return kind === "portfolio" ? deps.portfolioView(userId, id, lang) : deps.reportView(userId, id, lang);
  }

  async function row(hash: string) {
    const [found] = await db.select().from(shares).where(eq(shares.hash, hash));
    if (!found) throw missing(hash);
    return found;
  }

  return {
    /** A link for the item (the same one again for the same item and language). */
    async create(userId: string, body: CreateShareRequest, lang: ApiLang): Promise<ShareLink> {
      const view = await viewOf(body.kind, userId, body.id, lang);
      if (!view) throw new AppError("notFound", `No ${body.kind} ${body.id}`, { kind: body.kind });
      const hash = randomBytes(16).toString("base64url");
      const [stored] = await db
        .insert(shares)
        .values({ hash, userId, kind: body.kind, targetId: body.id, lang, title: view.title })
        .onConflictDoUpdate({
          target: [shares.userId, shares.kind, shares.targetId, shares.lang],
          set: { title: view.title },
        })
        .returning({ hash: shares.hash });
      return linkOf(stored!.hash, lang);
    },

    async list(userId: string): Promise<ShareSummary[]> {
      const rows = await db
        .select()
        .from(shares)
        .where(eq(shares.userId, userId))
        .orderBy(desc(shares.createdAt), desc(shares.hash));
      return rows.map((r) => ({
        ...linkOf(r.hash, r.lang),
        kind: r.kind,
        title: r.title,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async revoke(userId: string, hash: string): Promise<void> {
      const deleted = await db
        .delete(shares)
        .where(and(eq(shares.hash, hash), eq(shares.userId, userId)))
        .returning({ hash: shares.hash });
      if (deleted.length === 0) throw missing(hash);
    },

    /** The public view; a product gone from the universe is a 404 like a revoked link. */
    async view(hash: string, lang: ApiLang): Promise<ShareView> {
      const r = await row(hash);
      let view: ShareView | null;
      try {
        view = await viewOf(r.kind, r.userId, r.targetId, lang);
      } catch (err) {
        if (err instanceof AppError && err.errorName === "fundNotFound") throw missing(hash);
        throw err;
      }
      if (!view) throw missing(hash);
      return view;
    },

    /** The poster PNG in `lang` (the language the link was made in when none is asked for). */
    async poster(hash: string, lang: ApiLang | undefined): Promise<Buffer> {
      const r = await row(hash);
      const language = lang ?? r.lang;
      const view = await this.view(hash, language);
      return renderPoster(view, `${base}/s/${hash}`, language);
    },
  };
}
export type SharingService = ReturnType<typeof createSharingService>;
