import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets several builds live side by side (parallel test runs); `build` by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
