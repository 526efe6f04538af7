import type { SiteFacts } from "../../lib/site-facts.ts";
import { defaultSiteContent } from "./defaults.ts";
import type { HomeContent, SiteContent } from "./documents.ts";

/**
 * Revision 1 of the English site and home documents: the pt-BR texts translated, so a fresh
 * installation's /en reads in English from the start (docs/architecture.md#locales). The site's
 * facts are pt-BR's version's in every language; only these texts are the English version's.
 */
export function englishSiteContent(site: SiteFacts): SiteContent {
  return {
    ...defaultSiteContent(site),
    hours: [{ text: "Monday to Friday: 9 am to 6 pm" }, { text: "Saturday: 9 am to 1 pm" }],
    footerBlurb:
      "Websites, apps and platforms that turn ideas into results. Serving clients in Brazil and Switzerland since 2014.",
    newsletterHeading: "Get our news",
    newsletterText:
      "Digital marketing and technology tips, and the story behind our projects, straight to your inbox. No spam.",
  };
}

const builtIn = (alt: string) => ({ mediaId: null, alt });

export function englishHomeContent(siteName: string): HomeContent {
  return {
    hero: {
      eyebrow: "Digital agency since 2014",
      headline: "We turn ideas into *digital solutions* that deliver results",
      text: "Custom websites, landing pages, web platforms, apps and online stores, with strategy, design and technology working together so your business grows.",
      primaryButton: "Request a quote",
      secondaryButton: "Explore our services",
      image: builtIn(
        "Illustration of a results dashboard with growth charts on a responsive website",
      ),
    },
    figures: [
      { value: "50+", label: "Projects delivered" },
      { value: "98%", label: "Happy clients" },
      { value: "5+", label: "Years of experience" },
      { value: "24/7", label: "Technical support" },
    ],
    about: {
      eyebrow: "About us",
      heading: "Strategy, design and technology in one team",
      text: `${siteName} has been helping companies grow online since 2014. We are strategists, designers and developers who turn business goals into websites, apps and platforms that delight and convert.\n\nWe serve clients in Brazil and Switzerland, from local businesses to international companies, always with close, transparent service.`,
      values: [
        { name: "Quality", text: "Careful design, clean code and testing in every delivery." },
        {
          name: "Agility",
          text: "Lean processes and deadlines met, without losing sight of detail.",
        },
        { name: "Results", text: "Projects designed to bring in leads, sales and growth." },
        {
          name: "Experience",
          text: "More than a decade building solutions for different markets.",
        },
      ],
      images: [
        builtIn("Team gathered around an ideas board"),
        builtIn("Planning board with the project's stages"),
        builtIn("Editor window with code and interface components"),
        builtIn("Phone showing a growth chart"),
      ],
    },
    services: {
      eyebrow: "Services",
      heading: "Complete digital solutions for your business",
      lead: "From the first sketch to support after delivery, we take care of every stage of your project.",
      items: [
        {
          title: "Corporate Websites",
          text: "Fast, good-looking websites that are easy to update, present your company with credibility and show up on Google.",
          icon: "building",
        },
        {
          title: "Landing Pages",
          text: "Conversion-focused pages for campaigns, launches and lead generation, with testing and metrics.",
          icon: "pointer",
        },
        {
          title: "Web Platforms",
          text: "Custom systems, portals and client areas, integrated with the tools your team already uses.",
          icon: "dashboard",
        },
        {
          title: "Mobile Apps",
          text: "Android and iOS apps with a smooth experience, from prototype to store release.",
          icon: "smartphone",
        },
        {
          title: "Online Stores",
          text: "Complete online stores with payments, shipping and order management, selling every day.",
          icon: "bag",
        },
        {
          title: "Custom Solutions",
          text: "Automation, integrations and special projects designed around your business's challenge.",
          icon: "puzzle",
        },
      ],
    },
    portfolio: {
      eyebrow: "Portfolio",
      heading: "Our Portfolio",
      lead: "Projects we delivered for brands that want to grow online. Each one started with a good conversation.",
    },
    testimonials: {
      eyebrow: "Testimonials",
      heading: "What our clients say",
      lead: "Long-term relationships are our best portfolio. See who has already transformed their digital presence with us.",
    },
    closing: {
      eyebrow: "Shall we start?",
      heading: "Your next digital project starts with a conversation",
      text: "Tell us your idea and get a proposal made to measure, with no commitment.",
      primaryButton: "Talk to a specialist",
      secondaryButton: "See our portfolio",
    },
    seo: {
      home: {
        title: `${siteName} | Websites, apps and digital solutions`,
        description: `${siteName} turns ideas into digital solutions: corporate websites, landing pages, web platforms, apps and online stores for companies in Brazil and Switzerland, since 2014.`,
        image: builtIn(`${siteName}: websites, apps and digital solutions`),
      },
      portfolio: {
        title: "Portfolio",
        description: `Websites, landing pages, online stores, apps and web platforms built by ${siteName} for companies in Brazil and Switzerland.`,
        image: builtIn(`${siteName}: portfolio`),
      },
      testimonials: {
        title: "Client testimonials",
        description: `Read what companies in Brazil and Switzerland say about the websites, online stores and apps ${siteName} built for them.`,
        image: builtIn(`${siteName}: client testimonials`),
      },
    },
  };
}
