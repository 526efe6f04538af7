import { ImageIcon, ImageOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

/**
 * docs/product.md#back-office: the cover as it will look, live while the URL is typed; a placeholder that says the
 * image is invalid when the browser cannot load it. Keyed by URL so each new URL gets a new try.
 */
export function AdminCoverPreview({ url }: { url: string }) {
  const trimmed = url.trim();
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-ink-700">
        {texts.fields.coverPreview}
      </figcaption>
      <div className="aspect-[16/10] overflow-hidden rounded-xl border border-ink-100 bg-ink-50">
        {trimmed ? (
          <CoverImage key={trimmed} url={trimmed} />
        ) : (
          <Placeholder icon={<ImageIcon className="size-7" aria-hidden />}>
            {texts.fields.coverEmpty}
          </Placeholder>
        )}
      </div>
    </figure>
  );
}

function CoverImage({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Placeholder icon={<ImageOff className="size-7 text-coral-500" aria-hidden />} live>
        <span className="block font-semibold text-ink-900">{texts.fields.coverInvalid}</span>
        <span className="block">{texts.fields.coverInvalidHint}</span>
      </Placeholder>
    );
  }
  return (
    <img
      src={url}
      alt={texts.fields.coverPreview}
      width={640}
      height={400}
      onError={() => setFailed(true)}
      className="size-full object-cover"
    />
  );
}

function Placeholder({
  icon,
  live,
  children,
}: {
  icon: ReactNode;
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role={live ? "status" : undefined}
      className="grid size-full place-items-center p-6 text-center text-sm text-ink-500"
    >
      <div className="grid justify-items-center gap-2">
        {icon}
        <div>{children}</div>
      </div>
    </div>
  );
}
