/**
 * Car images: the admin's upload (multipart, one field `file`) and the public files it produces. What is stored is
 * never the upload itself but its re-encodings (services/images.ts); the answer has the mock's shape, with the
 * absolute url of the main WebP file.
 */
import { SERVER_MSG } from '../../domain/messages';
import { UPLOAD_URL_PREFIX } from '../../domain/rules';
import { HttpError, ValidationError } from '../../domain/http-errors';
import { route, type Router } from '../http';
import { requireAdmin } from '../services/auth';
import { consume } from '../services/limits';

/** A file's name is its content's identity (a new upload gets a new id), so it can be cached for good. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function uploadRoutes(router: Router): void {
  const { deps } = router;

  route(router, 'post', '/api/admin/cars/upload-image', async ({ request, url, now, json }) => {
    const { account } = await requireAdmin(deps, request, now);
    await consume(deps.limiters.admin, account.id);
    // app.ts caps the body a little above 5 MB before this reads it; a body that is not multipart has no file.
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') throw new ValidationError('file', 'is required');
    // The declared type and name are ignored: the store decides by the bytes.
    const image = await deps.images.ingest({ bytes: new Uint8Array(await file.arrayBuffer()), userId: account.id, now });
    const origin = deps.config.publicUrl ?? url.origin;
    return json(201, {
      success: true,
      message: SERVER_MSG.uploadOk,
      result: { url: `${origin}${UPLOAD_URL_PREFIX}${image.fileName}`, fileName: image.fileName, size: image.size, contentType: image.contentType },
    });
  });

  // HEAD is answered by this handler too (Hono runs GET and drops the body, keeping the headers).
  route(router, 'get', '/uploads/{fileName}', async ({ param }) => {
    const file = await deps.images.read(param('fileName'));
    if (!file) throw new HttpError(404, SERVER_MSG.fileNotFound);
    return new Response(file.body, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.body.byteLength),
        'Cache-Control': UPLOAD_CACHE_CONTROL,
        // Browsers must take the type as given, never guess a script or a page from the bytes.
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
