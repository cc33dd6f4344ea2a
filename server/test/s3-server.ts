import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

type S3rverOptions = { port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[] };
// s3rver ships no types: what the tests use of it
type S3rver = { run(): Promise<{ address: string; port: number }>; close(): Promise<void> };
const S3rverClass = createRequire(import.meta.url)("s3rver") as new (opts: S3rverOptions) => S3rver;

/**
 * A real S3-compatible server (s3rver: the S3 REST protocol, path-style, XML errors) on loopback,
 * with one bucket, keeping its objects in a temporary folder. It knows the access key S3RVER.
 */
export async function startS3Server(bucket = "skill5-test") {
  const directory = await mkdtemp(path.join(tmpdir(), "skill5-s3-"));
  const server = new S3rverClass({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    /** Where the server keeps its objects. */
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
