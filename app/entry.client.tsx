import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The server sends each page with its critical CSS inline and the whole stylesheet's link
// disabled, so it never delays the first paint (server/http/critical-css.ts). From here on the
// page may show what its first render did not (other routes, dialogs): fetch and apply it.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-deferred-stylesheet]")) {
  link.disabled = false;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
