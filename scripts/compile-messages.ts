import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "../paraglide.config.ts";

// `npm run typecheck`: the message functions the type check reads (Vite's plugin makes them in
// the build, development and tests).
await compile(paraglideOptions);
