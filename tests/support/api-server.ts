import { createApp } from "../../server/app.ts";
import { boot } from "../../server/boot.ts";
import { serveWithCache } from "../../server/production.ts";

// A real server process for the tests that need one (signals, the data-folder lock): the same
// boot, cache fast path and listen() as `npm start`, with the API app but no page build, which
// the unit tests run before. Prints the address it listens on as a line of standard output.
const booted = await boot();
serveWithCache(createApp(booted), booted, (url) => process.stdout.write(`listening ${url}\n`));
