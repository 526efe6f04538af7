import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { photo } from "../../../tests/support/test-images.ts";
import { createMedia } from "../media/media.server.ts";
import { summariesWithPictures } from "./pictures.server.ts";
import { listPublicProjects } from "./portfolio.server.ts";
import { createProject } from "./test-fixtures.ts";
import { type Project, toProjectSummary } from "./types.ts";

// Real encoding on a shared 2-core machine.
const HEAVY = 120_000;

let t: TestApp;
let libraryCover = "";

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn("admin");
  const media = await createMedia(t.db, {
    bytes: await photo(900, 600).jpeg().toBuffer(),
    fileName: "vitrine.jpg",
    alt: "Vitrine",
  });
  libraryCover = media.url;
  await createProject(t, admin.cookie, { imageUrl: libraryCover, featured: true });
  await createProject(t, admin.cookie, { imageUrl: "https://cdn.example.com/capa.png" });
}, HEAVY);
afterAll(() => t.close());

// The home renders its cards on the server and hydrates them from this list
// (app/routes/site/home.tsx): any difference would redraw the section in the browser.
describe("GET /api/portfolio as the home's cards", () => {
  it("gives a library cover the picture facts the server renders, and an external one none", async () => {
    const res = await t.request("GET", "/api/portfolio");
    expect(res.status).toBe(200);
    const [library, external] = [libraryCover, "https://cdn.example.com/capa.png"].map((url) =>
      (res.body.data as Project[]).find((project) => project.imageUrl === url),
    );
    expect(library?.picture?.webp).toMatch(/^\/media\/\d+\/vitrine-480\.webp 480w, /);
    expect(library?.picture?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(library?.picture).toMatchObject({ width: 900, height: 600 });
    expect(external).toBeDefined();
    expect(external).not.toHaveProperty("picture");
  });

  it("turn into exactly the cards the server renders", async () => {
    const res = await t.request("GET", "/api/portfolio");
    const fromApi = (res.body.data as Project[]).map(toProjectSummary);
    const rendered = await summariesWithPictures(t.db, await listPublicProjects(t.db));
    expect(fromApi).toEqual(JSON.parse(JSON.stringify(rendered)));
    expect(fromApi.some((card) => card.picture)).toBe(true);
  });
});
