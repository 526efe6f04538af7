import type { ComponentType } from "react";
import { useLocale } from "../../lib/locale.ts";
import { type SiteFacts, type SocialNetwork, socialLinks } from "../../lib/site-facts.ts";
import { m } from "../../paraglide/messages.js";
import { type IconProps, StrokeIcon } from "../ui/stroke-icons.tsx";

export function InstagramIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </StrokeIcon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </StrokeIcon>
  );
}

export function LinkedinIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </StrokeIcon>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
      <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
    </StrokeIcon>
  );
}

const networkIcons: Record<SocialNetwork, ComponentType<IconProps>> = {
  instagram: InstagramIcon,
  whatsapp: WhatsAppIcon,
  facebook: FacebookIcon,
  linkedin: LinkedinIcon,
};

/** The agency's social links (one list for every screen), styled by the place that shows them. */
export function SocialLinks({
  site,
  className,
  linkClassName,
  iconClassName,
}: {
  site: SiteFacts;
  className?: string;
  linkClassName: string;
  iconClassName: string;
}) {
  const locale = useLocale();
  return (
    <ul className={className}>
      {socialLinks(site).map(({ network, label, href }) => {
        const Icon = networkIcons[network];
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={m.social_link({ name: site.name, network: label }, { locale })}
              className={linkClassName}
            >
              <Icon className={iconClassName} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
