import { startProduction } from "./production.ts";

await startProduction();
