import { and, asc, desc, eq, gt, inArray, max, or, type SQL, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { portfolioProjects } from "../../../db/schema.ts";
import { currentVersion, untilChanged } from "../../../db/until-changed.server.ts";
import { HttpError } from "../../lib/http-error.ts";
import {
  categorySpellings,
  normalizeCategory,
  projectCategories,
} from "../../lib/project-categories.ts";
import { oneWithImages, portfolioErrors, withImages } from "./project-rows.server.ts";
import {
  isProjectSlug,
  type ProjectCreateInput,
  type ProjectUpdateInput,
  projectMessages,
} from "./schemas.ts";
import type { Project } from "./types.ts";

export { addProjectImage, deleteProjectImage } from "./project-images.server.ts";

/**
 * Every change to the order of projects (create, delete, reorder) takes this transaction-scoped
 * advisory lock, so they run one at a time and displayOrder stays 0..n-1 without gaps or twins.
 * Row locks alone would not do: a concurrent insert is a new row nobody could have locked.
 */
const ORDER_LOCK_KEY = 727_100;

const projectOrder = [
  asc(portfolioProjects.displayOrder),
  desc(portfolioProjects.createdAt),
  desc(portfolioProjects.id),
];

/**
 * Which slug a unique violation is on (the pt-BR or the English one), whatever driver or wrapper
 * (Drizzle) carries it; null for any other error.
 */
function slugConflict(error: unknown): "slug" | "slugEn" | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") {
      if (typeof constraint !== "string") return "slug";
      if (constraint.includes("slug_en")) return "slugEn";
      return constraint.includes("slug") ? "slug" : null;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const conflict = slugConflict(error);
    if (conflict === "slugEn") throw new HttpError(409, portfolioErrors.slugEnTaken);
    if (conflict) throw new HttpError(409, portfolioErrors.slugTaken);
    throw error;
  }
}

async function lockOrder(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK_KEY})`);
}

/**
 * Public list: active projects only, by displayOrder then newest. `category` accepts either
 * spelling; empty or 'all' means every category; an unknown one is a 400.
 */
export async function listPublicProjects(
  db: Db,
  options: { category?: string | null } = {},
): Promise<Project[]> {
  const conditions: SQL[] = [eq(portfolioProjects.active, true)];
  const filter = options.category?.trim();
  if (filter && filter.toLowerCase() !== "all") {
    const category = normalizeCategory(filter);
    if (!category) throw new HttpError(400, portfolioErrors.unknownCategory);
    conditions.push(inArray(portfolioProjects.category, categorySpellings(category)));
  }
  const rows = await db
    .select()
    .from(portfolioProjects)
    .where(and(...conditions))
    .orderBy(...projectOrder);
  return withImages(db, rows);
}

/**
 * One active project by its pt-BR or its English slug (docs/product.md#portfolio-english), the one whose
 * slug in `prefer` it is first (a pt-BR slug may be another project's English one); inactive and
 * unknown look the same (404). So does a slug no project could have (NUL bytes, spaces, 5000
 * characters): refused before any query, the page and the API answer it as the plain "not
 * found" it is. The page then sends a slug of the other language to its own (301).
 */
export async function getPublicProjectBySlug(
  db: Db,
  slug: string,
  prefer: "slug" | "slugEn" = "slug",
): Promise<Project> {
  if (typeof slug !== "string" || !isProjectSlug(slug)) {
    throw new HttpError(404, portfolioErrors.projectNotFound);
  }
  const rows = await db
    .select()
    .from(portfolioProjects)
    .where(
      and(
        or(eq(portfolioProjects.slug, slug), eq(portfolioProjects.slugEn, slug)),
        eq(portfolioProjects.active, true),
      ),
    );
  return oneWithImages(db, rows.find((row) => row[prefer] === slug) ?? rows[0]);
}

/** Admin list: every project, by displayOrder. */
async function listProjects(db: Db): Promise<Project[]> {
  const rows = await db
    .select()
    .from(portfolioProjects)
    .orderBy(...projectOrder);
  return withImages(db, rows);
}

/**
 * The admin list as UTF-8 JSON, built again only after a project or an image changed
 * (db/until-changed.server.ts): it holds every project, since reordering sends them all back,
 * and reading and serialising 2,000 projects with their images takes ~250 ms on PGlite. Kept
 * encoded: turning 2.4 MB of text into bytes again cost ~20 ms of every request.
 */
export function projectListJson(db: Db): Promise<Uint8Array> {
  return untilChanged(db, "portfolio", "admin-list", async () => {
    const version = await currentVersion(db, "portfolio");
    return { value: Buffer.from(JSON.stringify(await listProjects(db))), version };
  });
}

export function listCategories(): string[] {
  return [...projectCategories];
}

export async function getProject(db: Db, id: number): Promise<Project> {
  const [row] = await db.select().from(portfolioProjects).where(eq(portfolioProjects.id, id));
  return oneWithImages(db, row);
}

/** Creates a project at the end of the order; only the listed fields come from input. */
export async function createProject(db: Db, input: ProjectCreateInput): Promise<Project> {
  const row = await slugSafe(() =>
    transaction(db, async (tx) => {
      await lockOrder(tx);
      const [last] = await tx
        .select({ value: max(portfolioProjects.displayOrder) })
        .from(portfolioProjects);
      const [created] = await tx
        .insert(portfolioProjects)
        .values({
          title: input.title,
          slug: input.slug,
          description: input.description,
          titleEn: input.titleEn,
          slugEn: input.slugEn,
          descriptionEn: input.descriptionEn,
          category: input.category,
          imageUrl: input.imageUrl,
          projectDate: input.projectDate,
          projectUrl: input.projectUrl,
          featured: input.featured,
          active: input.active,
          displayOrder: last?.value == null ? 0 : last.value + 1,
        })
        .returning();
      return created;
    }),
  );
  return oneWithImages(db, row);
}

/** Changes the given fields (any subset) and stamps updatedAt. */
export async function updateProject(
  db: Db,
  id: number,
  input: ProjectUpdateInput,
): Promise<Project> {
  const changes: Partial<typeof portfolioProjects.$inferInsert> = {};
  for (const key of [
    "title",
    "slug",
    "description",
    "titleEn",
    "slugEn",
    "descriptionEn",
    "category",
    "imageUrl",
    "projectDate",
    "projectUrl",
    "featured",
    "active",
  ] as const) {
    if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
  }
  const [row] = await slugSafe(() =>
    db
      .update(portfolioProjects)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(portfolioProjects.id, id))
      .returning(),
  );
  return oneWithImages(db, row);
}

export function setProjectFeatured(db: Db, id: number, featured: boolean): Promise<Project> {
  return updateProject(db, id, { featured });
}

export function setProjectActive(db: Db, id: number, active: boolean): Promise<Project> {
  return updateProject(db, id, { active });
}

/** Deletes a project (its images go with it, FK cascade) and closes the gap in the order. */
export async function deleteProject(db: Db, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    await lockOrder(tx);
    const [deleted] = await tx
      .delete(portfolioProjects)
      .where(eq(portfolioProjects.id, id))
      .returning({ displayOrder: portfolioProjects.displayOrder });
    if (!deleted) throw new HttpError(404, portfolioErrors.projectNotFound);
    await tx
      .update(portfolioProjects)
      .set({
        displayOrder: sql`${portfolioProjects.displayOrder} - 1`,
        updatedAt: sql`now()`,
      })
      .where(gt(portfolioProjects.displayOrder, deleted.displayOrder));
  });
}

/**
 * Rewrites displayOrder to 0..n-1 following `orderedIds`, which must hold every project id
 * exactly once. One transaction, serialised with creates and deletes by the order lock.
 */
export async function reorderProjects(db: Db, orderedIds: number[]): Promise<Project[]> {
  const wanted = new Set(orderedIds);
  if (wanted.size !== orderedIds.length) {
    throw new HttpError(400, projectMessages.orderedIdsMismatch);
  }
  await transaction(db, async (tx) => {
    await lockOrder(tx);
    const current = await tx
      .select({ id: portfolioProjects.id })
      .from(portfolioProjects)
      .for("update");
    if (current.length !== wanted.size || current.some((row) => !wanted.has(row.id))) {
      throw new HttpError(400, projectMessages.orderedIdsMismatch);
    }
    if (orderedIds.length === 0) return;
    const pairs = sql.join(
      orderedIds.map((id, index) => sql`(${id}::integer, ${index}::integer)`),
      sql`, `,
    );
    // One statement; only rows whose position really changes get a new updatedAt.
    await tx.execute(sql`
      update ${portfolioProjects} as p
      set display_order = v.position,
          updated_at = case when p.display_order <> v.position then now() else p.updated_at end
      from (values ${pairs}) as v(id, position)
      where p.id = v.id`);
  });
  return listProjects(db);
}
