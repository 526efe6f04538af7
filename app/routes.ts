import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// SPEC 2.1 and 2.2, explicitly. Paths that SPEC gives twice share one module under two ids.
export default [
  index("routes/site/home.tsx"),
  route("login", "routes/site/login.tsx", { id: "login" }),
  route("auth", "routes/site/login.tsx", { id: "auth" }),

  layout("routes/admin/layout.tsx", [route("admin", "routes/admin/dashboard.tsx")]),

  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
