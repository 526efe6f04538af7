import { ChevronLeft, ChevronRight, ImageOff } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Picture } from "../../../components/ui/picture.tsx";
import { cn } from "../../../lib/cn.ts";
import { useLocale } from "../../../lib/locale.ts";
import type { PictureFacts, PictureMap } from "../../../lib/picture.ts";
import { m } from "../../../paraglide/messages.js";
import type { Project } from "../types.ts";

/** docs/product.md#constants: the slow hover scroll starts after the pointer rests on the image this long. */
export const galleryAutoScrollDelayMs = 15_000;

export interface GalleryImage {
  url: string;
  alt: string;
  /** A library image's facts (docs/product.md#media); none for an external address. */
  picture?: PictureFacts | undefined;
}

/**
 * The frame spans the page's main column: the whole width below `lg`, then the 80rem container
 * minus the 20rem side column and the gaps.
 */
const frameSizes =
  "(min-width: 1280px) 864px, (min-width: 1024px) calc(100vw - 416px), calc(100vw - 48px)";
const thumbnailSizes = "128px";

/** docs/product.md#public-site: the cover image, when there is one, comes first; then the other images in order. */
export function galleryImages(
  project: Pick<Project, "title" | "imageUrl" | "images">,
  pictures: PictureMap = {},
): GalleryImage[] {
  const images: GalleryImage[] = [];
  const add = (url: string, alt: string) => images.push({ url, alt, picture: pictures[url] });
  if (project.imageUrl) add(project.imageUrl, project.title);
  for (const image of project.images) {
    if (image.imageUrl) add(image.imageUrl, image.alt);
  }
  return images;
}

export function ProjectGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [autoScroll, setAutoScroll] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const locale = useLocale();

  useEffect(() => () => clearTimeout(timer.current), []);

  if (images.length === 0) {
    return (
      <div className="grid aspect-[16/10] place-items-center rounded-[var(--radius-card)] border border-dashed border-ink-300 bg-white text-center">
        <div className="grid justify-items-center gap-3 text-ink-500">
          <ImageOff className="size-10" aria-hidden />
          <p className="font-medium">{m.portfolio_no_images({}, { locale })}</p>
        </div>
      </div>
    );
  }

  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? images[0]!;
  // Next and previous wrap around (docs/product.md#public-site).
  const go = (to: number) => setIndex(((to % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  const startHover = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAutoScroll(true), galleryAutoScrollDelayMs);
  };
  const endHover = () => {
    clearTimeout(timer.current);
    setAutoScroll(false);
  };

  return (
    <section
      aria-roledescription={m.portfolio_gallery_role({}, { locale })}
      aria-label={m.portfolio_gallery_label({ title }, { locale })}
      className="min-w-0"
    >
      {/* The frame and its controls: on phones the controls are a row under the image, so they
          never hide part of it; from md they rest on the image's edges, which wide screens can
          spare. */}
      <div className="relative">
        {/* biome-ignore lint/a11y/useSemanticElements: a group of controls, not a form fieldset */}
        <div
          // The frame takes the arrow keys: focus it and browse without reaching for the buttons.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard-operable image viewer
          tabIndex={0}
          role="group"
          aria-label={m.portfolio_gallery_frame({ position: index + 1, count }, { locale })}
          onKeyDown={onKeyDown}
          onMouseEnter={startHover}
          onMouseLeave={endHover}
          data-autoscroll={autoScroll ? "true" : undefined}
          data-testid="gallery-frame"
          className="aspect-[16/10] overflow-hidden rounded-[var(--radius-card)] bg-ink-900 shadow-card"
        >
          <Picture
            key={current.url}
            src={current.url}
            facts={current.picture}
            alt={current.alt}
            sizes={frameSizes}
            width={1600}
            height={1000}
            // The page's cover is its first visible image; the others are shown at once when chosen.
            priority={index === 0}
            eager
            className={cn(
              "size-full object-cover",
              // A tall screenshot pans slowly from its top to its bottom (docs/product.md#constants hover auto-scroll).
              autoScroll
                ? "object-bottom transition-[object-position] duration-[12000ms] ease-linear"
                : "object-top",
            )}
          />
        </div>
        {count > 1 && (
          // md:contents: from md the row's own box goes away and its items sit on the frame.
          <div className="mt-3 flex items-center justify-between gap-3 md:contents">
            <GalleryButton
              side="left"
              label={m.portfolio_gallery_previous({}, { locale })}
              onClick={() => go(index - 1)}
            />
            <p
              aria-live="polite"
              data-testid="gallery-counter"
              className="text-sm font-medium text-ink-700 tabular-nums md:absolute md:right-4 md:bottom-4 md:rounded-full md:bg-ink-950/75 md:px-3 md:py-1 md:text-xs md:text-white md:backdrop-blur"
            >
              {index + 1} / {count}
            </p>
            <GalleryButton
              side="right"
              label={m.portfolio_gallery_next({}, { locale })}
              onClick={() => go(index + 1)}
            />
          </div>
        )}
      </div>

      {count > 1 && (
        <ul className="mt-4 flex gap-3 overflow-x-auto p-1">
          {images.map((image, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same address may appear twice
            <li key={`${image.url}-${position}`} className="shrink-0">
              <button
                type="button"
                onClick={() => go(position)}
                aria-label={m.portfolio_gallery_thumbnail(
                  { position: position + 1, count, alt: image.alt },
                  { locale },
                )}
                aria-current={position === index ? "true" : undefined}
                className={cn(
                  "block h-16 w-24 overflow-hidden rounded-xl border-2 transition sm:h-20 sm:w-32",
                  position === index
                    ? "border-brand-500 opacity-100"
                    : "border-transparent opacity-70 hover:opacity-100",
                )}
              >
                <Picture
                  src={image.url}
                  facts={image.picture}
                  alt=""
                  sizes={thumbnailSizes}
                  width={256}
                  height={160}
                  className="size-full object-cover object-top"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GalleryButton({
  side,
  label,
  onClick,
}: {
  side: "left" | "right";
  label: string;
  onClick: () => void;
}) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        "grid size-11 shrink-0 place-items-center rounded-full border border-ink-100 bg-white text-ink-900 shadow-card transition hover:border-brand-500",
        "md:absolute md:top-1/2 md:-translate-y-1/2 md:border-transparent md:bg-white/90 md:hover:bg-white",
        side === "left" ? "md:left-4" : "md:right-4",
      )}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
