// The media library's public entry: what other features (the project form, the public pages, the dashboard) use.

export { mediaApi } from "./api.ts";
export { MediaPicker } from "./components/media-picker.tsx";
