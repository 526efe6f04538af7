// `npm start`. JavaScript, unlike the rest of the server: Node strips a TypeScript entry's types
// with a compiler it loads first, a tenth of a start, before the compile cache could spare it
// (docs/performance.md#start-and-footprint). From here on every file is compiled once and
// reused across starts, the TypeScript ones included.
import { enableCompileCache } from "node:module";

enableCompileCache();
const { importBuiltServer } = await import("./built-server.ts");
const { startProduction } = await importBuiltServer("start");
await startProduction();
