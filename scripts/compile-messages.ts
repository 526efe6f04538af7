import { compileMessages } from "../paraglide.config.ts";

// `npm run typecheck` and `npm test` first, so the type check and every process after it read
// the message functions (Vite's build, development server and Vitest compile them too).
await compileMessages();
