import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

/** One storage interface for uploaded files: local disk under the data dir, or S3-compatible. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export function newFileKey(organizationId: string, fileName: string): string {
  const ext = path
    .extname(fileName)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '')
    .slice(0, 10);
  return `${organizationId}/${crypto.randomUUID()}${ext}`;
}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('Invalid file key');
    return full;
  };
  return {
    async put(key, body) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      // Written aside and renamed: a process killed mid-write leaves no half file under the key.
      const tmp = `${full}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, full);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

export async function createS3Storage(opts: { bucket: string; region: string; endpoint?: string | undefined }): Promise<FileStorage> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({ region: opts.region, endpoint: opts.endpoint, forcePathStyle: Boolean(opts.endpoint) });
  return {
    async put(key, body, contentType) {
      await client.send(new s3.PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const res = await client.send(new s3.GetObjectCommand({ Bucket: opts.bucket, Key: key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
  };
}
