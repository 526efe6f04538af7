import { parentPort, workerData } from "node:worker_threads";

/**
 * `npm run bench:upload`'s uploads, sent from a worker thread: building and sending a multipart
 * body of 8.7 MB takes this side's event loop for tens of milliseconds, which would otherwise
 * count in the visitors' latencies measured on the main thread.
 */
export interface UploadBatch {
  url: string;
  cookie: string;
  uploads: Array<{ name: string; type: string; bytes: Uint8Array }>;
}

export interface UploadAnswer {
  status: number;
  ms: number;
}

const batch = workerData as UploadBatch;

async function send(upload: UploadBatch["uploads"][number]): Promise<UploadAnswer> {
  const form = new FormData();
  form.append(
    "file",
    new File([upload.bytes as Uint8Array<ArrayBuffer>], upload.name, { type: upload.type }),
  );
  const started = performance.now();
  try {
    const response = await fetch(`${batch.url}/api/admin/media`, {
      method: "POST",
      body: form,
      headers: { cookie: batch.cookie, origin: batch.url },
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

parentPort?.postMessage(await Promise.all(batch.uploads.map(send)));
