// The consent feature's public entry: the conversion a form reports once the visitor allowed ads.
export { reportContactConversion } from "./track.ts";
