import { randomBytes } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { signedInCaller } from './access.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AuthUser } from './auth-context.ts';
import { AppError, notFound } from './errors.ts';
import { fileTypeOfName, fileTypes, reencodeImage, sniffFileType, type FileTypeName } from './file-content.ts';
import { localDiskFileStore, type FileStore, type FileRef, type Visibility } from './file-store.ts';

/**
 * File storage for the modules: one upload call that checks, cleans, names and stores a file, and one
 * authenticated route that serves private files after their owning module's policy agreed. How a module
 * accepts an upload:
 *
 * ```ts
 * // in the module's routes plugin; uploadRoutes() adds the multipart parser to these routes only
 * await app.register(uploadRoutes(async (uploads) => {
 *   uploads.post(apiPaths.chat.images.pattern, async (request) => {
 *     const file = await app.storage.acceptUpload(request, { area: 'chat', visibility: 'private', accept: 'image' });
 *     // keep file.key in the module's own table; show file.url
 *   });
 * }));
 * // once, when the module registers: who may read the private files of its area
 * app.storage.definePrivateArea('chat', { readableBy: (user, file) => chat.canSee(app.db, user, file.key) });
 * ```
 */

/** 'image': JPEG, PNG, WebP or GIF, re-encoded. 'document': those or a PDF (kept as sent, so private only). */
export type UploadKind = 'image' | 'document';

export type AcceptUploadOptions = {
  /** The owning module's folder, lower-case (e.g. 'chat', 'partner-documents'); private areas are defined first. */
  area: string;
  visibility: Visibility;
  accept: UploadKind;
  /** Defaults to MAX_UPLOAD_BYTES. */
  maxBytes?: number;
};

export type UploadedFile = {
  visibility: Visibility;
  /** `<area>/<generated name>`: what the module stores. */
  key: string;
  contentType: string;
  size: number;
  /** Pixels after re-encoding (first frame of an animation); null for a PDF. */
  width: number | null;
  height: number | null;
  /** Where a browser loads it: /uploads/… when public, the authenticated files route when private. */
  url: string;
  /** The name the sender's file had (as typed by them: show it as text, never use it as a path). */
  originalName: string;
  /** The form's text fields sent before the file part (e.g. chat's clientMessageId). */
  fields: Record<string, string>;
};

export type PrivateFile = { area: string; name: string; key: string };
/** The owning module's answer to "may this signed-in user read this file?", e.g. a chat participant check. */
export type ReadPolicy = { readableBy: (user: AuthUser, file: PrivateFile) => boolean | Promise<boolean> };

export type Storage = {
  store: FileStore;
  acceptUpload: (request: FastifyRequest, options: AcceptUploadOptions) => Promise<UploadedFile>;
  definePrivateArea: (area: string, policy: ReadPolicy) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Photos from today's phones are 3–8 MB; 10 MB leaves room without inviting abuse. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** An upload that no record took (a review photo, an inquiry file left behind) is kept this long, then purged. */
export const UNATTACHED_UPLOAD_HOURS = 24;

/**
 * Defines the hourly job that purges a module's uploads no record took within UNATTACHED_UPLOAD_HOURS:
 * `deleteUnattached` removes their rows (uploaded before the cutoff) and names their keys; the files follow.
 */
export function purgeUnattachedUploads(
  app: FastifyInstance,
  job: string,
  visibility: Visibility,
  deleteUnattached: (db: Database, uploadedBefore: Date) => Promise<string[]>,
) {
  app.jobs.define(
    job,
    async (_payload, { db, now }) => {
      const keys = await deleteUnattached(db, new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 3_600_000));
      for (const key of keys) await app.storage.store.delete({ visibility, key });
    },
    { everySeconds: 60 * 60 },
  );
}
const AREA = /^[a-z0-9-]{1,40}$/;
const GENERATED_NAME = /^[A-Za-z0-9_-]{24}\.[a-z]{3,4}$/;

const ACCEPTED: Record<UploadKind, readonly FileTypeName[]> = {
  image: ['jpeg', 'png', 'webp', 'gif'],
  document: ['jpeg', 'png', 'webp', 'gif', 'pdf'],
};
const ACCEPTED_LABEL: Record<UploadKind, string> = { image: 'JPEG, PNG, WebP, GIF 이미지', document: 'JPEG, PNG, WebP, GIF 이미지나 PDF 문서' };

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))}MB`;

/**
 * Wraps a module's upload routes in their own scope with the multipart parser, so every other route keeps
 * answering a multipart body as it does today (415) instead of suddenly parsing one.
 */
export function uploadRoutes(routes: (uploads: FastifyInstance) => void | Promise<void>) {
  return async function uploadScope(scope: FastifyInstance) {
    // Busboy stops at the first file over the limit; one file and a few small fields per request.
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 } });
    await routes(scope);
  };
}

/** Multipart's own errors, in the standard body with a Korean message. */
function multipartError(error: unknown, maxBytes: number): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'PAYLOAD_TOO_LARGE', `파일이 너무 큽니다. ${megabytes(maxBytes)} 이하의 파일을 올려 주세요.`);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', '한 번에 파일 하나만 올릴 수 있습니다.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', '파일은 multipart/form-data 형식으로 보내 주세요.');
  }
  return new AppError(400, 'BAD_REQUEST', '파일을 받지 못했습니다. 다시 올려 주세요.');
}

type ReceivedFile = { bytes: Buffer; originalName: string; fields: Record<string, string> };

async function readOneFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part) throw new AppError(400, 'BAD_REQUEST', '올린 파일이 없습니다. 파일을 하나 골라 주세요.');
    const fields: Record<string, string> = {};
    for (const [name, field] of Object.entries(part.fields)) {
      const first = [field].flat()[0];
      if (first && first.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
    }
    return { bytes: await part.toBuffer(), originalName: part.filename, fields };
  } catch (error) {
    throw error instanceof AppError ? error : multipartError(error, maxBytes);
  }
}

async function storagePlugin(app: FastifyInstance, opts: { config: Config; store?: FileStore }) {
  const store =
    opts.store ??
    localDiskFileStore({
      publicDir: opts.config.uploadsDir,
      // Beside uploads/, never inside it: web-static serves all of uploads/ to anyone.
      privateDir: path.join(opts.config.dataDir, 'private-uploads'),
      publicUrlPrefix: '/uploads/',
    });
  const policies = new Map<string, ReadPolicy>();

  const urlOf = (ref: FileRef, area: string, name: string) => store.url(ref) ?? apiUrl(apiPaths.files.private.href(area, name));

  async function acceptUpload(request: FastifyRequest, options: AcceptUploadOptions): Promise<UploadedFile> {
    if (!AREA.test(options.area)) throw new Error(`storage: area ${JSON.stringify(options.area)} is not a lower-case folder name`);
    if (options.visibility === 'private' && !policies.has(options.area)) {
      throw new Error(`storage: private area ${options.area} has no read policy (call definePrivateArea first)`);
    }
    // A PDF is stored as sent (there is no re-encoding it), so it is never handed out publicly.
    if (options.visibility === 'public' && options.accept === 'document') throw new Error('storage: documents are private only');

    const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
    const { bytes, originalName, fields } = await readOneFile(request, maxBytes);
    const type = sniffFileType(bytes);
    if (!type || !ACCEPTED[options.accept].includes(type)) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `올릴 수 없는 파일 형식입니다. ${ACCEPTED_LABEL[options.accept]}만 올릴 수 있습니다.`);
    }
    const content = type === 'pdf' ? { data: bytes, width: null, height: null } : await reencodeImage(bytes, type);

    const name = `${randomBytes(18).toString('base64url')}.${fileTypes[type].ext}`;
    const ref: FileRef = { visibility: options.visibility, key: `${options.area}/${name}` };
    await store.put(ref, content.data);
    return {
      visibility: ref.visibility,
      key: ref.key,
      contentType: fileTypes[type].mime,
      size: content.data.length,
      width: content.width,
      height: content.height,
      url: urlOf(ref, options.area, name),
      originalName,
      fields,
    };
  }

  function definePrivateArea(area: string, policy: ReadPolicy) {
    if (!AREA.test(area)) throw new Error(`storage: area ${JSON.stringify(area)} is not a lower-case folder name`);
    if (policies.has(area)) throw new Error(`storage: private area ${area} is defined twice`);
    policies.set(area, policy);
  }

  app.decorate('storage', { store, acceptUpload, definePrivateArea } satisfies Storage);

  app.withTypeProvider<ZodTypeProvider>().get(
    apiUrl(apiPaths.files.private.pattern),
    {
      // An <img> sends the session cookie, never a bearer token; the area's policy decides whose file it is.
      config: { access: { audience: 'member' }, sessionCookie: true },
      schema: {
        tags: ['files'],
        summary: '비공개 파일 (채팅 이미지, 파트너 서류): 허용된 회원만',
        security: [{ bearer: [] }],
        params: z.object({ area: z.string(), name: z.string() }),
      },
    },
    async (request, reply) => {
      const { area, name } = request.params;
      const user = signedInCaller(request);

      const policy = policies.get(area);
      const type = fileTypeOfName(name);
      if (!policy || !type || !GENERATED_NAME.test(name)) throw notFound('파일을 찾을 수 없습니다.');
      // The policy answers before the disk does, so a stranger cannot even learn whether a name exists.
      if (!(await policy.readableBy(user, { area, name, key: `${area}/${name}` }))) {
        throw new AppError(403, 'FORBIDDEN', '이 파일을 볼 권한이 없습니다.');
      }
      const found = await store.get({ visibility: 'private', key: `${area}/${name}` });
      if (!found) throw notFound('파일을 찾을 수 없습니다.');

      return reply
        .type(fileTypes[type].mime)
        .header('content-length', found.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .header('content-disposition', fileTypes[type].image ? 'inline' : `attachment; filename="${name}"`)
        .send(found.body);
    },
  );
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['database', 'auth'] });
