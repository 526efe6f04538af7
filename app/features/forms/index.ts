// The forms feature's public entry: the spam signals every public form carries.
export { SpamFields } from "./components/spam-fields.tsx";
export { spamSignalsOf } from "./spam-signals.ts";
