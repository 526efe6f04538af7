import { Outlet } from "react-router";

// Interim: replaced by the public layout (header, footer, cookie notice).
export default function SiteLayout() {
  return <Outlet />;
}
