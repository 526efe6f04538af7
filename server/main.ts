import { importBuiltServer } from "./built-server.ts";

// `npm start`
const { startProduction } = await importBuiltServer("start");
await startProduction();
