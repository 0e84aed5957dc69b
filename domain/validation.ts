/** Request validation: every failure becomes 400 { success:false, message:'<field>: <reason>', field }. */
import type { z } from 'zod';
import { SERVER_MSG } from './messages';
import { JSON_BODY_MAX } from './rules';

export class ValidationError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

/** An error any handler (or shared helper) may throw; the backend answers { success:false, message }. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 413 | 415 | 429 | 500 | 503,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A 400 whose text is fixed by the contract rather than built from a field (e.g. 'Valid car ID is required'). */
export class BadRequestError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.map(String).join('.') : 'body';
  throw new ValidationError(field, issue?.message ?? 'is invalid');
}

/** The JSON body of a request, at most JSON_BODY_MAX bytes (413 beyond), `{}` when empty, 400 when not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > JSON_BODY_MAX) throw new HttpError(413, SERVER_MSG.bodyTooLarge);
  const text = await request.text();
  if (new TextEncoder().encode(text).length > JSON_BODY_MAX) throw new HttpError(413, SERVER_MSG.bodyTooLarge);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError(SERVER_MSG.invalidJson, 'body');
  }
}
