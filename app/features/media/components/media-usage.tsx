import { Fragment } from "react";
import { Link } from "react-router";
import type { ProjectUse } from "../types.ts";
import { mediaTexts } from "./media-texts.ts";

/**
 * docs/product.md#media: where a library image shows, each project linking to its form, so staff
 * know what an alt-text edit changes and why a deletion is refused.
 */
export function MediaUsage({ usedBy }: { usedBy: ProjectUse[] }) {
  if (usedBy.length === 0) {
    return (
      <p className="text-xs text-ink-500" data-testid="media-usage">
        {mediaTexts.unused}
      </p>
    );
  }
  return (
    // break-words: a long project title wraps inside the card instead of widening it.
    <p className="text-xs break-words text-ink-700" data-testid="media-usage">
      {mediaTexts.usedIn}{" "}
      {usedBy.map((project, index) => (
        <Fragment key={project.id}>
          {index > 0 && ", "}
          <Link
            to={`/admin/portfolio/${project.id}`}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {project.title}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}
