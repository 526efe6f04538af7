/**
 * Scripts after the first paint (docs/performance.md#first-paint). Every page works as the
 * server sent it (links, and forms that post without JavaScript: docs/product.md#forms-without-javascript),
 * so the ~125 KB of scripts that hydrate it need not share a phone's first round trips with the
 * page's text, stylesheet and first image. React Router's bootstrap, one inline module script
 * that imports the route modules and then the client entry, becomes a classic script that adds
 * the same module script once the page has loaded (or 2.5 s have passed, or the visitor pressed
 * a key or touched the screen) and a frame was produced; the head's modulepreload links, which
 * would fetch those modules at once, are dropped.
 *
 * The page's web fonts wait with them (decision 0052): their faces' <style> (critical-css.ts)
 * goes inside a <noscript>, which a browser without scripts reads as styles, and the loader adds
 * them back at the same moment it adds the scripts. Laid out during the first paint, the two
 * fonts (some 48 KB) took a phone's bandwidth from the first image and counted against the
 * first paint in Lighthouse's simulation; the text shows meanwhile in metric-matched stand-ins
 * (app/app.css), so the swap moves nothing.
 *
 * React hydrates the classic script in the bootstrap's place (an inline script is matched by
 * position) and re-adds the preload links itself, once the modules are already in. The module
 * script's text is unchanged, so the page's CSP hashes allow it (page-csp.ts hashes the page's
 * scripts before and after this rewrite).
 */

// React Router renders its bootstrap exactly so (components.tsx, <Scripts>).
const bootstrapScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const modulePreload = /<link rel="modulepreload"[^>]*\/>/g;
// critical-css.ts renders the web fonts' faces exactly so.
const webFontsStyle = /<style data-web-fonts="">([\s\S]*?)<\/style>/;

/** The classic script that adds `module` (a module script's text) after the first paint. */
export function deferredModuleLoader(module: string): string {
  // As a JSON string inside <script>: "<" escaped, so no "</script" or "<!--" can end it early.
  const text = JSON.stringify(module).replace(/</g, "\\u003c");
  return [
    "(()=>{",
    "let started=false;",
    "const add=()=>{const f=document.querySelector('noscript[data-web-fonts]');",
    "if(f)document.head.insertAdjacentHTML('beforeend',f.textContent);",
    "const s=document.createElement('script');s.type='module';",
    `s.textContent=${text};document.body.append(s)};`,
    // Two frames: the second callback runs once the first frame was produced (none come while
    // the tab is hidden: then add at once).
    "const start=()=>{if(started)return;started=true;",
    "if(document.hidden)add();else requestAnimationFrame(()=>requestAnimationFrame(add))};",
    "if(document.readyState==='complete')start();",
    "else{addEventListener('load',start,{once:true});setTimeout(start,2500);",
    // A visitor who reaches for the page before it has loaded gets its scripts at once.
    "for(const t of['pointerdown','keydown','touchstart'])addEventListener(t,start,{once:true,passive:true,capture:true})}",
    "})()",
  ].join("");
}

const loaderText = /s\.textContent=("(?:[^"\\]|\\.)*");/;

/** The module script a deferred loader adds (its text as rendered), if `script` is one. */
export function deferredModuleText(script: string): string | undefined {
  const literal = loaderText.exec(script)?.[1];
  return literal === undefined ? undefined : (JSON.parse(literal) as string);
}

/**
 * The page with its bootstrap deferred, its web fonts held back with it and its modulepreload
 * links dropped.
 */
export function deferScripts(html: string): string {
  const bootstrap = bootstrapScript.exec(html);
  if (!bootstrap) return html;
  const headEnd = html.indexOf("</head>");
  const head =
    headEnd === -1
      ? ""
      : html
          .slice(0, headEnd)
          .replace(modulePreload, "")
          .replace(webFontsStyle, (style) => `<noscript data-web-fonts="">${style}</noscript>`);
  const rest = headEnd === -1 ? html : html.slice(headEnd);
  return (head + rest).replace(
    bootstrapScript,
    () => `<script>${deferredModuleLoader(bootstrap[1] ?? "")}</script>`,
  );
}
