import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The server sends each page with its critical CSS inline and the whole stylesheet's link
// disabled, so it never delays the first paint (server/http/critical-css.ts). From here on the
// page may show what its first render did not (other routes, dialogs): fetch and apply it.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-deferred-stylesheet]")) {
  link.disabled = false;
}

// Controls the browser runs by itself (the mobile menu's toggle, a popovertarget) need nothing
// from React, but React's listener on the document hydrates, at once and in full, whatever part of
// the page a tap lands in that it has not yet hydrated: a tap in the second after the load waited
// behind that. Their taps stop at the window, before React's listener sees them (decision 0054).
// Keys still go through: the open menu keeps focus inside with a keydown listener.
for (const type of [
  "pointerdown",
  "pointerup",
  "mousedown",
  "mouseup",
  "touchstart",
  "touchend",
  "click",
]) {
  window.addEventListener(
    type,
    (event) => {
      if (event.target instanceof Element && event.target.closest("[data-browser-control]")) {
        event.stopPropagation();
      }
    },
    { capture: true, passive: true },
  );
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
