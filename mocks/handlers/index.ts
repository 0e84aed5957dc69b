/** Every handler of the mock backend, in matching order (specific paths before parameterised ones). */
import { http } from 'msw';
import { SERVER_MSG } from '../../domain/messages';
import { adminHandlers } from './admin';
import { auditHandlers } from './audit';
import { teamHandlers } from './team';
import { authHandlers } from './auth';
import { enquiryHandlers } from './enquiries';
import { fileHandlers } from './files';
import { publicHandlers } from './public';
import { errorJson } from './route';

/** A path that does not percent-decode is the client's mistake: 400, as on the product server (never a 500). */
const malformedUrl = http.all(
  ({ request }) => {
    try {
      decodeURIComponent(new URL(request.url).pathname);
      return false;
    } catch {
      return true;
    }
  },
  () => errorJson(400, SERVER_MSG.malformedUrl),
);

export const handlers = [malformedUrl, ...authHandlers, ...publicHandlers, ...enquiryHandlers, ...adminHandlers, ...auditHandlers, ...teamHandlers, ...fileHandlers];
