import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Collects every route's zod contract into one OpenAPI document (served by the api routes). */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: '민다 API', version: '2.0.0', description: '민다 여행 마켓플레이스의 /api/v2 계약. 성공은 {data}, 실패는 {error:{code,message}} 형식입니다.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
