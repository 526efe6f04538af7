import { request as httpRequest } from "node:http";
import type { ContactInput } from "../../app/features/contact/schemas.ts";
import type { Project } from "../../app/features/portfolio/types.ts";

/** One request the benchmark repeats. */
export interface BenchTarget {
  path: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
}

export interface ProbedResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

const contactMessage: ContactInput = {
  name: "Cliente de Teste",
  email: "cliente@example.com",
  phone: "(11) 98765-4321",
  projectType: "Site Institucional",
  subject: "Orçamento de site",
  message: "Gostaria de um orçamento para o site institucional da minha empresa.",
};

const visitorAgent =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/**
 * The public pages and reads the budgets speak of, plus the contact form's write path. The
 * project page is the first project GET /api/portfolio lists.
 */
export async function benchTargets(baseUrl: string): Promise<BenchTarget[]> {
  const list = await probe(baseUrl, { path: "/api/portfolio", method: "GET", headers: {} });
  const projects = (JSON.parse(list.body.toString("utf8")) as { data?: Project[] }).data ?? [];
  const first = projects[0];
  if (list.status !== 200 || !first) {
    throw new Error(`GET /api/portfolio answered ${list.status} with no project to benchmark`);
  }
  // A phone's browser, not a tool: robots are not counted, and the pages' reads must pay for the
  // page views the analytics count (docs/product.md#analytics).
  const get = (path: string): BenchTarget => ({
    path,
    method: "GET",
    headers: { "User-Agent": visitorAgent },
  });
  return [
    get("/"),
    get("/portfolio"),
    get(`/portfolio/${encodeURIComponent(first.slug)}`),
    get("/api/portfolio"),
    get("/api/testimonials/top"),
    {
      path: "/api/contact",
      method: "POST",
      // What the site's own form sends: JSON, with an Origin that matches the Host header.
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: JSON.stringify(contactMessage),
    },
  ];
}

export function targetLabel(target: BenchTarget) {
  return target.method === "GET" ? target.path : `${target.method} ${target.path}`;
}

/**
 * One request through node:http rather than fetch, which would ask for gzip and hand back
 * decoded bytes: the load tools send no Accept-Encoding, so this is the body they receive.
 */
export function probe(baseUrl: string, target: BenchTarget): Promise<ProbedResponse> {
  return new Promise((done, fail) => {
    const request = httpRequest(
      new URL(target.path, baseUrl),
      { method: target.method, headers: target.headers, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          done({
            status: response.statusCode ?? 0,
            contentType: response.headers["content-type"] ?? "application/octet-stream",
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", fail);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${target.path}: no answer in 10 s`)));
    request.on("error", fail);
    request.end(target.body);
  });
}

/** How many contact messages the server has stored (the inbox's exact count). */
export async function storedMessages(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/admin/contacts/stats`, { headers: { cookie } });
  const body = (await response.json()) as { data?: { count?: number } };
  if (!response.ok || typeof body.data?.count !== "number") {
    throw new Error(`GET /api/admin/contacts/stats answered ${response.status}`);
  }
  return body.data.count;
}
