import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { HttpError } from '../http/httpError';
import { SNIFF_BYTES, sniffType, type SniffedType } from './sniffedType';

/** What the inspector learnt once the last byte went through. */
export interface Inspection {
  sha256: string;
  size: number;
  type: SniffedType;
}

/**
 * A pass-through that hashes and counts the bytes, refuses past `maxBytes` (413), and holds back the
 * first bytes until their type is known (415 before anything is written).
 * @example const inspector = uploadInspector(25 * 2 ** 20); await pipeline(part, inspector, sink);
 *   const { sha256, size, type } = inspector.result();
 */
export function uploadInspector(maxBytes: number): Transform & { result(): Inspection } {
  const hash = createHash('sha256');
  let size = 0;
  let head: Buffer[] | undefined = [];
  let headSize = 0;
  let type: SniffedType | undefined;

  const release = async (stream: Transform) => {
    const bytes = Buffer.concat(head ?? []);
    head = undefined;
    type = await sniffType(bytes);
    stream.push(bytes);
  };

  const inspector = new Transform({
    async transform(chunk: Buffer, _encoding, done) {
      try {
        size += chunk.length;
        if (size > maxBytes) throw tooLarge(maxBytes);
        hash.update(chunk);
        if (!head) return done(null, chunk);
        head.push(chunk);
        headSize += chunk.length;
        if (headSize >= SNIFF_BYTES) await release(this);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    async flush(done) {
      try {
        if (head) await release(this);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  let sha256: string | undefined;
  return Object.assign(inspector, {
    result: (): Inspection => {
      if (!type) throw new Error('The upload was not read to its end');
      sha256 ??= hash.digest('hex');
      return { sha256, size, type };
    },
  });
}

/**
 * docs/files.md "Limits": the 413 every over-size upload answers.
 * @example throw tooLarge(config.MAX_UPLOAD_MB * 2 ** 20);
 */
export const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'errors.files.tooLarge', {
    file: {
      key: 'errors.files.atMostMegabytes',
      params: { size: +(maxBytes / 2 ** 20).toFixed(1) },
    },
  });
