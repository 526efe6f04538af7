import { Fragment } from "react";
import type { SiteFacts } from "../../lib/site-facts.ts";

// Longer parts may still wrap, so a configured address never pushes out of a narrow column.
const KEEP_WHOLE_UP_TO = 24;

/**
 * A line of an address that breaks only between its comma-separated parts: a place name such as
 * "Bela Vista" or "São Paulo - SP" is never split over two lines.
 */
function AddressLine({ text }: { text: string }) {
  const parts = text.split(", ");
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
    <Fragment key={index}>
      {index > 0 && ", "}
      <span className={part.length <= KEEP_WHOLE_UP_TO ? "whitespace-nowrap" : undefined}>
        {part}
      </span>
    </Fragment>
  ));
}

/** The agency's street address on two lines, as the footer and the contact card show it. */
export function SiteAddress({ site, className }: { site: SiteFacts; className?: string }) {
  return (
    <address className={className ?? "not-italic"}>
      <AddressLine text={site.streetAddress} />
      <br />
      <AddressLine text={`${site.city} - ${site.region}, ${site.postalCode}`} />
    </address>
  );
}
