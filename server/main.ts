import { enableCompileCache } from "node:module";

// Most of a start is Node compiling some 850 modules (docs/performance.md#start-and-footprint).
// With the compile cache on (in NODE_COMPILE_CACHE, or the system's temporary folder), every start
// after the first reuses the code V8 compiled and the TypeScript Node stripped. It applies to
// modules loaded after this line, hence the server's own import below.
enableCompileCache();
const { startProduction } = await import("./production.ts");

await startProduction();
