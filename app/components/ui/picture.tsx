import { type Ref, type SyntheticEvent, useEffect, useRef } from "react";
import type { PictureFacts } from "../../lib/picture.ts";

export interface PictureProps {
  src: string;
  alt: string;
  /** Library facts for a `/media/…` address; without them the image is a plain `<img>`. */
  facts?: PictureFacts | undefined;
  /** How wide the image is drawn at each viewport width, matched to the layout. */
  sizes: string;
  /** Used for an external address, whose real size is unknown. */
  width: number;
  height: number;
  /** The first visible image of the page: eager, high priority; the others load lazily. */
  priority?: boolean;
  /** Images that are visible at once without being the page's first (e.g. the gallery's current one). */
  eager?: boolean;
  className?: string;
  imageRef?: Ref<HTMLImageElement>;
  onError?: () => void;
}

/**
 * A library image as `<picture>` with AVIF and WebP `srcset`s and its tiny placeholder as
 * background until the image loads; an external address as a plain `<img>`, exactly as before.
 * Plain markup: no client library (the home's first-load budget).
 */
export function Picture({
  src,
  alt,
  facts,
  sizes,
  width,
  height,
  priority = false,
  eager = false,
  className,
  imageRef,
  onError,
}: PictureProps) {
  const ownRef = useRef<HTMLImageElement | null>(null);

  // An image loaded before hydration fired its load event before React listened.
  useEffect(() => {
    const image = ownRef.current;
    if (image?.complete && image.naturalWidth > 0) clearPlaceholder(image);
  }, []);

  const setRef = (image: HTMLImageElement | null) => {
    ownRef.current = image;
    if (typeof imageRef === "function") imageRef(image);
    else if (imageRef) imageRef.current = image;
  };

  const common = {
    ref: setRef,
    src,
    loading: priority || eager ? ("eager" as const) : ("lazy" as const),
    fetchPriority: priority ? ("high" as const) : ("auto" as const),
    decoding: "async" as const,
    onError,
    className,
  };

  if (!facts) return <img {...common} alt={alt} width={width} height={height} />;

  return (
    <picture>
      {facts.avif && <source type="image/avif" srcSet={facts.avif} sizes={sizes} />}
      {facts.webp && <source type="image/webp" srcSet={facts.webp} sizes={sizes} />}
      <img
        {...common}
        alt={alt}
        width={facts.width}
        height={facts.height}
        onLoad={(event: SyntheticEvent<HTMLImageElement>) => clearPlaceholder(event.currentTarget)}
        style={{ backgroundImage: `url("${facts.placeholder}")`, backgroundSize: "cover" }}
      />
    </picture>
  );
}

// Under a transparent image the blurred copy would stay visible: it goes once the image is in.
function clearPlaceholder(image: HTMLImageElement) {
  image.style.backgroundImage = "none";
}
