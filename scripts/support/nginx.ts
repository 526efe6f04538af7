import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stopChild, waitUntilAnswering } from "./child-process.ts";
import { onCpus } from "./cpu-split.ts";

/** One response nginx serves: the exact body bytes under the same path and Content-Type. */
export interface StaticResponse {
  path: string;
  contentType: string;
  body: Uint8Array;
}

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

/** nginx's version when it is on PATH, null otherwise. */
export function nginxVersion(): string | null {
  const probe = spawnSync("nginx", ["-v"], { encoding: "utf8" });
  if (probe.error) return null;
  return `${probe.stdout}${probe.stderr}`.match(/nginx\/(\S+)/)?.[1] ?? "unknown";
}

/**
 * nginx in a temp prefix of its own (config, pid, logs, temp paths), in the foreground as our
 * child, with one worker process: the app under comparison is one Node process too.
 */
export async function startNginx(options: {
  port: number;
  responses: StaticResponse[];
  /** Run nginx on these CPUs only (taskset syntax; see cpu-split.ts). */
  cpus?: string;
}): Promise<StaticServer> {
  const prefix = mkdtempSync(join(tmpdir(), "agency-nginx-"));
  const root = join(prefix, "root");
  mkdirSync(root);
  options.responses.forEach((response, index) => {
    writeFileSync(join(root, `response-${index}`), response.body);
  });
  const config = join(prefix, "nginx.conf");
  const errorLog = join(prefix, "error.log");
  writeFileSync(config, nginxConfig(prefix, root, options.port, options.responses));

  // -e: the error log before the config is read, which would otherwise be a system path.
  const [command, args] = onCpus(options.cpus, "nginx", [
    "-p",
    prefix,
    "-c",
    config,
    "-e",
    errorLog,
  ]);
  const child = spawn(command, args, {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));

  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    await stopChild(child, exited);
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${url}${options.responses[0]?.path ?? "/"}`, child, {
      timeoutMs: 10_000,
    });
  } catch (error) {
    const log = readLog(errorLog);
    await stop();
    throw new Error(`nginx did not start: ${(error as Error).message}\n${stderr}${log}`);
  }
  return { url, stop };
}

function nginxConfig(prefix: string, root: string, port: number, responses: StaticResponse[]) {
  const locations = responses.map((response, index) => {
    if (!/^[\w!#$%&'*+.^`|~/ =;-]+$/.test(response.contentType)) {
      throw new Error(`unexpected Content-Type: ${response.contentType}`);
    }
    return [
      `    location = ${response.path} {`,
      `      default_type "${response.contentType}";`,
      `      try_files /response-${index} =404;`,
      "    }",
    ].join("\n");
  });
  // Workers drop root privileges to a user that could not read our 0700 temp folder.
  const runAs = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${runAs}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  # The load tool keeps its connections open for the whole run, as it does with Node.
  keepalive_requests 10000000;
  types {}
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations.join("\n")}
  }
}
`;
}

function readLog(file: string) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
