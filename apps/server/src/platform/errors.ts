import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@minda/contracts/envelope';

/** A failure we mean to tell the client about: status, code and a Korean message people can read. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = '요청한 정보를 찾을 수 없습니다.') => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, details?: unknown) => new AppError(400, 'BAD_REQUEST', message, details);

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

const STATUS_DEFAULTS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: '요청 형식이 올바르지 않습니다.' },
  401: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' },
  403: { code: 'FORBIDDEN', message: '권한이 없습니다.' },
  404: { code: 'NOT_FOUND', message: '요청한 정보를 찾을 수 없습니다.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' },
  415: { code: 'BAD_REQUEST', message: '지원하지 않는 요청 형식입니다. JSON으로 보내 주세요.' },
  429: { code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
};

function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One error handler for the whole app: contract violations become a 400 with the Korean messages the
 * schemas carry, AppErrors keep their status, and anything unexpected is a 500 whose details stay in the log.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message,
      }));
      const first = issues[0]?.message ?? '입력값이 올바르지 않습니다.';
      return sendError(reply, 400, errorBody('VALIDATION_FAILED', first, issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its contract');
      return sendError(reply, 500, errorBody('INTERNAL', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, errorBody('INTERNAL', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'));
    }
    // Framework 4xx (bad JSON, body too large, wrong content type): keep the status, speak Korean.
    const fallback = STATUS_DEFAULTS[status] ?? { code: 'BAD_REQUEST' as const, message: '요청을 처리할 수 없습니다.' };
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'JSON 형식이 올바르지 않습니다.' : fallback.message;
    return sendError(reply, status, errorBody(fallback.code, message));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
