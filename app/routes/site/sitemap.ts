// Interim: replaced by the real sitemap.
export function loader() {
  return new Response("", { status: 404 });
}
