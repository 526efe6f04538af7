import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { localePaths, newsletterLinkPath } from "./lib/locale-paths.ts";

// docs/product.md#public-routes and #session-guard, explicitly. Paths the product has twice share one module under two ids.
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("portfolio", "routes/site/portfolio.tsx"),
    route("portfolio/:slug", "routes/site/project.tsx"),
    route("depoimentos", "routes/site/testimonials.tsx"),
    route("depoimentos/novo", "routes/site/new-testimonial.tsx"),
    // Where the footer's newsletter form posts without JavaScript.
    route("newsletter", "routes/site/newsletter.tsx"),
    // A newsletter mail's unsubscribe link and its one-click List-Unsubscribe address.
    route("newsletter/cancelar", "routes/site/newsletter-unsubscribe.tsx"),
    // Double opt-in: the link of a subscription's confirmation mail.
    route("newsletter/confirmar", "routes/site/newsletter-confirm.tsx"),
    route("politica-de-privacidade", "routes/site/privacy.tsx", { id: "privacy" }),
    route("privacidade", "routes/site/privacy.tsx", { id: "privacy-short" }),
    route("termos-de-servico", "routes/site/terms.tsx", { id: "terms" }),
    route("termos", "routes/site/terms.tsx", { id: "terms-short" }),
    // The same pages in every other locale of the catalogues, under its prefix (`/en/...`,
    // docs/architecture.md#locales): one module per page, a route id per locale.
    ...localePaths
      .filter(({ prefix }) => prefix !== "")
      .flatMap((paths) => {
        const id = (page: string) => `${page}-${paths.locale}`;
        const at = (path: string) => `${paths.prefix.slice(1)}/${path}`;
        return [
          route(paths.prefix.slice(1), "routes/site/home.tsx", { id: id("home") }),
          route(at(paths.portfolio), "routes/site/portfolio.tsx", { id: id("portfolio") }),
          route(at(`${paths.portfolio}/:slug`), "routes/site/project.tsx", { id: id("project") }),
          route(at(paths.testimonials), "routes/site/testimonials.tsx", { id: id("testimonials") }),
          route(at(paths.newTestimonial), "routes/site/new-testimonial.tsx", {
            id: id("new-testimonial"),
          }),
          route(at(paths.privacy), "routes/site/privacy.tsx", { id: id("privacy") }),
          route(at(paths.terms), "routes/site/terms.tsx", { id: id("terms") }),
          // The newsletter's pages (above) in this locale: the footer form posts to its own.
          route(at("newsletter"), "routes/site/newsletter.tsx", { id: id("newsletter") }),
          route(
            newsletterLinkPath("confirm", paths).slice(1),
            "routes/site/newsletter-confirm.tsx",
            { id: id("newsletter-confirm") },
          ),
          route(
            newsletterLinkPath("unsubscribe", paths).slice(1),
            "routes/site/newsletter-unsubscribe.tsx",
            { id: id("newsletter-unsubscribe") },
          ),
        ];
      }),
    // Any other path: the not-found screen inside the site's header and footer.
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("login", "routes/site/login.tsx", { id: "login" }),
  route("auth", "routes/site/login.tsx", { id: "auth" }),
  // 'Esqueci minha senha', and with ?token= the link it mails.
  route("redefinir-senha", "routes/site/reset-password.tsx"),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),

  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/depoimentos", "routes/admin/testimonials.tsx"),
    route("admin/conteudo", "routes/admin/content.tsx"),
    route("admin/conteudo/:key", "routes/admin/content-edit.tsx"),
    route("admin/portfolio", "routes/admin/portfolio.tsx"),
    route("admin/portfolio/novo", "routes/admin/project-form.tsx", { id: "admin-project-new" }),
    route("admin/portfolio/:id", "routes/admin/project-form.tsx", { id: "admin-project-edit" }),
    route("admin/midia", "routes/admin/media.tsx"),
    route("admin/mensagens", "routes/admin/messages.tsx"),
    route("admin/newsletter", "routes/admin/newsletter.tsx"),
    route("admin/estatisticas", "routes/admin/statistics.tsx"),
    route("admin/usuarios", "routes/admin/users.tsx"),
    route("admin/atividade", "routes/admin/activity.tsx"),
    route("admin/privacidade", "routes/admin/privacy.tsx"),
    route("admin/configuracoes", "routes/admin/settings.tsx"),
    route("admin/conta", "routes/admin/account.tsx"),
  ]),
] satisfies RouteConfig;
