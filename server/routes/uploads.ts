/**
 * Car images: the admin's upload (multipart, one field `file`) and the public files it produces. What is stored is
 * never the upload itself but its re-encodings (services/images.ts); the answer has the mock's shape, with the
 * absolute url of the main WebP file.
 */
import { UPLOAD_CACHE_CONTROL } from '../../domain/image-files';
import { SERVER_MSG } from '../../domain/messages';
import { UPLOAD_URL_PREFIX } from '../../domain/rules';
import { HttpError, ValidationError } from '../../domain/http-errors';
import { route, type Router } from '../http';
import { requireAdmin } from '../services/auth';
import { consume } from '../services/limits';

/** How long a visitor may keep the way to a file on S3_PUBLIC_URL: a day, so turning the setting off takes hold. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

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

  // HEAD is answered by this handler too (Hono runs GET and drops the body, keeping the headers): it asks the
  // storage for the size only, so no body is fetched from a bucket to be dropped.
  route(router, 'get', '/uploads/{fileName}', async ({ param, request }) => {
    const file = await deps.images.read(param('fileName'), { head: request.method === 'HEAD' });
    if (!file) throw new HttpError(404, SERVER_MSG.fileNotFound);
    // S3_PUBLIC_URL: the bytes come from there (a CDN), the URLs in the database stay ours.
    if ('location' in file) return new Response(null, { status: 302, headers: { Location: file.location, 'Cache-Control': REDIRECT_CACHE_CONTROL } });
    return new Response(file.body, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Cache-Control': UPLOAD_CACHE_CONTROL,
        // Browsers must take the type as given, never guess a script or a page from the bytes.
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
