// The media library's public entry: what other features (the project form, the public pages) use.
export { MediaPicker } from "./components/media-picker.tsx";
