import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ProductPhotoFieldsSchema, ProductPhotoOrderSchema, ProductPhotoPatchSchema, ProductPhotosResponseSchema } from '@minda/contracts/admin-publishing';
import type { ApiPath } from '@minda/contracts/paths';
import { operatorAccess } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { uploadRoutes } from '../../platform/storage.ts';
import * as photos from './product-photos.service.ts';

type Params<K extends string> = z.ZodObject<Record<K, z.ZodType<number>>>;

/**
 * A line's four photo routes (issue 57): upload (multipart: alt, then the file), order, describe, remove. The
 * product is found before the file is read; a file whose photo row is refused is deleted again, so storage keeps
 * no photo without its row and no row is left without its file.
 */
export async function photoRoutes<K extends string, P extends string>(
  fastify: FastifyInstance,
  o: {
    key: K;
    paths: { photos: ApiPath; photo: ApiPath };
    params: Params<K>;
    photoParams: z.ZodObject<Record<K | 'photoId', z.ZodType<number>>>;
    shelf: photos.PhotoShelf;
    /** Answers the product's 404 when there is none. */
    exists: (no: number) => Promise<unknown>;
    /** The line in the summaries ("민박", "투어·티켓"). */
    label: P;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { config: { access: operatorAccess('catalogue.write') }, schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: ProductPhotosResponseSchema } } };
  const noOf = (params: Record<string, number>) => params[o.key]!;
  await app.register(
    uploadRoutes(async (uploads) => {
      uploads.withTypeProvider<ZodTypeProvider>().post(
        `/${o.paths.photos.pattern}`,
        { ...base, schema: { ...base.schema, summary: `${o.label} 사진 올리기 (multipart: alt, file)`, params: o.params } },
        async (request) => {
          const no = noOf(request.params as Record<string, number>);
          await o.exists(no);
          const file = await app.storage.acceptUpload(request, { area: o.shelf.area, visibility: 'public', accept: 'image' });
          try {
            const fields = ProductPhotoFieldsSchema.safeParse(file.fields);
            if (!fields.success) throw new AppError(400, 'VALIDATION_FAILED', fields.error.issues[0]?.message ?? '사진 설명이 올바르지 않습니다.');
            return { data: await photos.addPhoto(app.db, o.shelf, auditActorOf(request), no, { path: file.key, alt: fields.data.alt }) };
          } catch (error) {
            await app.storage.store.delete({ visibility: 'public', key: file.key });
            throw error;
          }
        },
      );
    }),
  );
  app.put(
    `/${o.paths.photos.pattern}`,
    { ...base, schema: { ...base.schema, summary: `${o.label} 사진 순서 (첫 사진이 대표)`, params: o.params, body: ProductPhotoOrderSchema } },
    async (request) => ({ data: await photos.orderPhotos(app.db, o.shelf, auditActorOf(request), noOf(request.params as Record<string, number>), request.body.photoIds) }),
  );
  app.patch(
    `/${o.paths.photo.pattern}`,
    { ...base, schema: { ...base.schema, summary: `${o.label} 사진 설명`, params: o.photoParams, body: ProductPhotoPatchSchema } },
    async (request) => {
      const params = request.params as Record<string, number>;
      return { data: await photos.describePhoto(app.db, o.shelf, auditActorOf(request), noOf(params), params.photoId!, request.body.alt) };
    },
  );
  app.delete(`/${o.paths.photo.pattern}`, { ...base, schema: { ...base.schema, summary: `${o.label} 사진 삭제`, params: o.photoParams } }, async (request) => {
    const params = request.params as Record<string, number>;
    const { photos: left, removedPath } = await photos.removePhoto(app.db, o.shelf, auditActorOf(request), noOf(params), params.photoId!);
    // The back office's own uploads go with their photo; the seed's pictures stay where they are.
    if (removedPath.startsWith(`${o.shelf.area}/`)) await app.storage.store.delete({ visibility: 'public', key: removedPath });
    return { data: left };
  });
}
