import { lazy, Suspense } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { appLoadContext } from "./lib/app-context.server.ts";
import { useLocale, usePageLocale } from "./lib/locale.ts";
import { m } from "./paraglide/messages.js";

// It renders nothing until a toast is shown: its code loads after the page, not with it
// (docs/architecture.md#performance-budgets). A toast raised before it arrives waits in its store.
const Toaster = lazy(() =>
  import("./components/ui/toaster.tsx").then((module) => ({ default: module.Toaster })),
);

export function loader({ context }: Route.LoaderArgs) {
  const { site } = context.get(appLoadContext);
  return { site };
}

// Site facts never change while a page is open; skip re-running the root loader on navigation.
export function shouldRevalidate() {
  return false;
}

// No font preloads: the Latin faces (app.css) are asked for by the page's inline CSS as soon as
// its text is laid out, while it already shows in their metric-matched stand-ins. Preloaded,
// they finished before the first paint and counted against it
// (docs/decisions/0023-first-paint-from-the-html.md).
// PNG icons, not favicon.svg: a browser builds a whole SVG document on the page's main thread
// for an SVG icon, during the load; iOS only takes the touch icon (docs/product.md#seo).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={useLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1124" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Suspense>
          <Toaster />
        </Suspense>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { locale, home } = usePageLocale();
  // A 404 from a loader (an unconfigured locale's page, docs/architecture.md#locales) is a page
  // that does not exist, not a failure.
  const missing = status === 404;
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-950 px-6 text-center text-white">
      <div>
        <p className="font-display text-6xl font-semibold text-lime-400">{status}</p>
        <h1 className="mt-4 text-2xl font-semibold">
          {(missing ? m.not_found_meta_title : m.error_title)({}, { locale })}
        </h1>
        <p className="mt-2 text-ink-300">
          {(missing ? m.not_found_text : m.error_text)({}, { locale })}
        </p>
        <a
          href={home}
          className="mt-8 inline-block rounded-full bg-white px-6 py-3 font-medium text-ink-900"
        >
          {m.error_home({}, { locale })}
        </a>
      </div>
    </main>
  );
}
