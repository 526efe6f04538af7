import { ArrowUpRight, ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Picture } from "../../../components/ui/picture.tsx";
import { cn } from "../../../lib/cn.ts";
import { usePageLocale } from "../../../lib/locale.ts";
import { pathOfPage } from "../../../lib/locale-paths.ts";
import { categoryLabel } from "../../../lib/project-categories.ts";
import { m } from "../../../paraglide/messages.js";
import { localizedProject } from "../localized.ts";
import type { ProjectSummary } from "../types.ts";

/** The card's image box, 4:3; explicit size so the grid never shifts while images load. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

/** The grids of home and /portfolio: one column, two from `sm`, three or four from `lg`/`xl` (max 80rem). */
export const cardSizes = {
  home: "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw",
  portfolio: "(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw",
} as const;

/**
 * One project in a grid (home and /portfolio): cover, category, title, summary; the whole card
 * links to the project's page in the page's language. No cover, or one that fails to load, shows 'Sem imagem' (docs/product.md#home).
 */
export function ProjectCard({
  project: stored,
  priority = false,
  headingLevel = "h3",
  sizes = cardSizes.home,
  className,
}: {
  project: ProjectSummary;
  /** The `sizes` of the cover's srcset, matched to the grid the card sits in. */
  sizes?: string;
  /** The first visible card of a page: load eagerly with high priority. */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const Heading = headingLevel;
  const { locale, paths } = usePageLocale();
  const project = localizedProject(stored, locale);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setBroken(true);
  }, []);

  const showImage = Boolean(project.imageUrl) && !broken;

  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-card transition-shadow duration-300 hover:shadow-[0_24px_48px_-24px_rgb(7_11_24/0.35)]",
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-ink-50">
        {showImage ? (
          <Picture
            imageRef={imageRef}
            src={project.imageUrl}
            facts={project.picture}
            alt={m.portfolio_card_cover_alt({ title: project.title }, { locale })}
            sizes={sizes}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            priority={priority}
            onError={() => setBroken(true)}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.04]"
          />
        ) : (
          <div className="grid size-full place-items-center bg-gradient-to-br from-ink-50 to-ink-100 text-ink-500">
            <span className="flex flex-col items-center gap-2 text-sm font-medium">
              <ImageOff aria-hidden className="size-7" />
              {m.portfolio_card_no_image({}, { locale })}
            </span>
          </div>
        )}
        <span className="absolute top-3 left-3 rounded-full bg-ink-950/80 px-3 py-1 text-xs font-medium text-white backdrop-blur">
          {categoryLabel(project.category, locale)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Heading className="font-display text-lg font-semibold text-ink-900">
          {/* A block, so the title's link is its line's full height: a touch target of 24 px or
              more whatever its neighbours (the card itself is the larger target, by ::after). */}
          <Link
            to={pathOfPage({ page: "project", slug: project.slug }, paths)}
            className="block after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-500"
          >
            {project.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-ink-500">
          {project.description}
        </p>
        <span
          aria-hidden
          className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand-600"
        >
          {m.portfolio_card_view({}, { locale })}
          <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
        </span>
      </div>
    </article>
  );
}
