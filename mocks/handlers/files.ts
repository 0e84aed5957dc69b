/**
 * GET /uploads/{fileName}: the bytes of an uploaded image, with the content type it was stored with. The mock keeps
 * no resized variants: a WebP variant name (`<id>-480.webp`, as a srcset names it) is answered with the upload itself.
 */
import { HttpResponse } from 'msw';
import { findUpload } from '../db/store';
import { mainFileName, STORED_FILE_NAME, UPLOAD_FILE_NAME } from '../../domain/image-files';
import { SERVER_MSG } from '../../domain/messages';
import { HttpError, route } from './route';

/** A WebP variant's name to its upload's (`<id>-480.webp` → `<id>.webp`); any other name unchanged. */
function uploadName(fileName: string): string {
  const variant = STORED_FILE_NAME.exec(fileName);
  return variant?.[2] && variant[3] === 'webp' ? mainFileName(variant[1]!) : fileName;
}

export const fileHandlers = [
  route('get', '/uploads/{fileName}', 'file', async ({ param, db }) => {
    const fileName = uploadName(param('fileName'));
    const upload = UPLOAD_FILE_NAME.test(fileName) ? await findUpload(db, fileName) : undefined;
    if (!upload) throw new HttpError(404, SERVER_MSG.fileNotFound);
    return HttpResponse.arrayBuffer(upload.bytes, {
      headers: {
        'Content-Type': upload.contentType,
        'Content-Length': String(upload.size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
