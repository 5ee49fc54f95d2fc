import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
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

/** A 429 that says when to come back: Retry-After in seconds, as the rate limiter's 429 carries it. */
export class RetryLaterError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
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
  408: { code: 'REQUEST_TIMEOUT', message: '요청이 제시간에 도착하지 않았습니다. 다시 시도해 주세요.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' },
  414: { code: 'URL_TOO_LONG', message: '주소가 너무 깁니다.' },
  415: { code: 'BAD_REQUEST', message: '지원하지 않는 요청 형식입니다. JSON으로 보내 주세요.' },
  429: { code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  431: { code: 'HEADERS_TOO_LARGE', message: '주소 또는 요청 헤더가 너무 깁니다.' },
};

const INTERNAL_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
const BAD_URL_MESSAGE = '주소에 올바르지 않은 문자가 들어 있습니다.';

/**
 * What an error log may hold: the error's class and codes, the route and the stack frames, never the
 * message. Messages carry data: a Drizzle query error's message is the SQL with its bound parameters (a new
 * member's e-mail and password hash), and PostgreSQL quotes the offending input. The request id comes from
 * the request's logger.
 */
export function safeErrorSummary(error: unknown, request: FastifyRequest) {
  return { ...errorSummary(error), method: request.method, route: request.routeOptions.url };
}

/** The same summary where there is no request (a socket's request, a handshake): class, codes, frames. */
export function errorSummary(error: unknown) {
  const err = error instanceof Error ? error : new Error('non-error thrown');
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const codeOf = (e: Error | undefined) => (e && 'code' in e && (typeof e.code === 'string' || typeof e.code === 'number') ? e.code : undefined);
  return {
    errorClass: err.constructor.name,
    code: codeOf(err),
    causeClass: cause?.constructor.name,
    causeCode: codeOf(cause),
    // Frames only: the stack starts with the message, which may span lines (Drizzle's ends with the params).
    stack: err.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .slice(0, 8)
      .join('\n'),
  };
}

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
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
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
      const issues = error.cause?.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
      request.log.error({ ...safeErrorSummary(error, request), issues }, 'response does not match its contract');
      return sendError(reply, 500, errorBody('INTERNAL', INTERNAL_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(safeErrorSummary(error, request), 'unhandled error');
      return sendError(reply, 500, errorBody('INTERNAL', INTERNAL_MESSAGE));
    }
    // Framework 4xx (bad JSON, body too large, wrong content type): keep the status, speak Korean.
    const fallback = STATUS_DEFAULTS[status] ?? { code: 'BAD_REQUEST' as const, message: '요청을 처리할 수 없습니다.' };
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'JSON 형식이 올바르지 않습니다.' : fallback.message;
    return sendError(reply, status, errorBody(fallback.code, message));
  });
}

export default fp(errorsPlugin, { name: 'errors' });

/**
 * Errors Fastify raises before a route is chosen (the `frameworkErrors` option): a path that does not
 * percent-decode, a path parameter over `maxParamLength`. They skip the error handler, so they are answered
 * here in the same shape.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  // No hook runs for these requests, so the security headers' plugin never saw them.
  reply.header('x-content-type-options', 'nosniff');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const { code, message } = STATUS_DEFAULTS[414]!;
    sendError(reply, 414, errorBody(code, message));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    sendError(reply, 400, errorBody('BAD_REQUEST', BAD_URL_MESSAGE));
    return;
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const fallback = STATUS_DEFAULTS[status] ?? STATUS_DEFAULTS[400]!;
  sendError(reply, status, errorBody(fallback.code, fallback.message));
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (the `clientErrorHandler` option): a request
 * line or headers over 16 KB (431), raw non-ASCII bytes in the URL (400), a request that arrives too slowly
 * (408). Written straight to the socket, like Node's own answer, but with the standard Korean body.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const fallback = status === 400 ? { code: 'BAD_REQUEST' as const, message: BAD_URL_MESSAGE } : STATUS_DEFAULTS[status]!;
  const body = JSON.stringify(errorBody(fallback.code, fallback.message));
  this.log.debug({ errorCode: error.code, status }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
