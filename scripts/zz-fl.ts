import { measureFirstLoadJs } from "./support/first-load-js.ts";
const r = await measureFirstLoadJs(process.argv[2] ?? "http://127.0.0.1:3100/");
for (const s of r.scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(String(s.gzipBytes).padStart(7), String(s.bytes).padStart(8), s.url.replace(/^http:\/\/[^/]+/, ""));
console.log("total gzip", r.gzipBytes, "raw", r.bytes);
