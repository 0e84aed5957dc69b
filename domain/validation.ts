/** Request validation: every failure becomes 400 { success:false, message:'<field>: <reason>', field }. */
import type { z } from 'zod';
import { SERVER_MSG } from './messages';
import { JSON_BODY_MAX } from './rules';
import { BadRequestError, HttpError, ValidationError } from './http-errors';

export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.map(String).join('.') : 'body';
  throw new ValidationError(field, issue?.message ?? 'is invalid');
}

/** `Content-Type: application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(header: string | null): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export interface ReadJsonOptions {
  /**
   * Read the body as JSON whatever its Content-Type: only for POST /api/demand, whose beacon is text/plain by design
   * (a "simple" request). Every other JSON operation refuses another type with 415 (issue 20): a page on any site
   * can post text/plain or a form without a CORS preflight, never application/json.
   */
  anyContentType?: boolean;
}

/**
 * The JSON body of a request, at most JSON_BODY_MAX bytes (413 beyond), `{}` when empty, 415 when it is not sent as
 * application/json, 400 when not JSON. The mock and the product server both read bodies here, so they answer alike.
 */
export async function readJson(request: Request, options: ReadJsonOptions = {}): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > JSON_BODY_MAX) throw new HttpError(413, SERVER_MSG.bodyTooLarge);
  const text = await request.text();
  if (new TextEncoder().encode(text).length > JSON_BODY_MAX) throw new HttpError(413, SERVER_MSG.bodyTooLarge);
  if (!text.trim()) return {};
  if (!options.anyContentType && !isJsonContentType(request.headers.get('content-type'))) {
    throw new HttpError(415, SERVER_MSG.jsonContentType);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError(SERVER_MSG.invalidJson, 'body');
  }
}
