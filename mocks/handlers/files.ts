/** GET /uploads/{fileName}: the bytes of an uploaded image, with the content type it was stored with. */
import { HttpResponse } from 'msw';
import { findUpload } from '../db/store';
import { UPLOAD_FILE_NAME } from '../../domain/image-files';
import { SERVER_MSG } from '../../domain/messages';
import { HttpError, route } from './route';

export const fileHandlers = [
  route('get', '/uploads/{fileName}', 'file', async ({ param, db }) => {
    const fileName = param('fileName');
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
