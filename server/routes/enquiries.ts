/**
 * The visitor's side of issue 19: POST /api/enquiries (the contact form) and POST /api/demand (the WhatsApp/call
 * beacon). Each has its own per-address limit, apart from the showroom's reads (a flood of one costs neither the
 * showroom nor the other).
 */
import { demandInputSchema, enquiryInputSchema, newReference, unknownEnquiryCar } from '../../domain/enquiries';
import { SERVER_MSG } from '../../domain/messages';
import { parseOrThrow, readJson, type ReadJsonOptions } from '../../domain/validation';
import { HttpError } from '../../domain/http-errors';
import { route, type Router } from '../http';
import { findCar } from '../services/cars';
import { createEnquiry, recordDemand } from '../services/enquiries';
import { consume, type Limiter } from '../services/limits';

/**
 * The body as JSON (any Content-Type only for the beacon, which arrives as text/plain), with a point of the address's limit
 * taken once the body is read and before anything is checked: a body over the cap is refused (413) uncounted, every
 * other request counts, refused or not, a bot's like a person's (the mock counts the same way).
 */
async function readCounted(request: Request, limiter: Limiter, ip: string, message: string, options: ReadJsonOptions = {}): Promise<unknown> {
  let body: unknown;
  let refused: unknown = null;
  try {
    body = await readJson(request, options);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw error;
    refused = error;
  }
  await consume(limiter, ip, message);
  if (refused) throw refused;
  return body;
}

export function enquiryRoutes(router: Router): void {
  const { deps } = router;
  const { db } = deps;

  route(router, 'post', '/api/enquiries', async ({ request, ip, now, json }) => {
    const body = await readCounted(request, deps.limiters.enquiryByIp, ip, SERVER_MSG.enquiryTooMany);
    const fields = parseOrThrow(enquiryInputSchema(now), body);
    const car = fields.carId === null ? null : await findCar(db, fields.carId, { activeOnly: true });
    if (fields.carId !== null && !car) throw unknownEnquiryCar();
    // A bot is answered as a person would be, and nothing is kept or sent.
    if (fields.isBot) return json(201, { success: true, message: SERVER_MSG.enquiryReceived, data: { reference: newReference() } });
    const { reference } = await createEnquiry(db, deps.config, fields, car ? { id: car._id, name: car.name } : null, now);
    deps.outbox.kick();
    return json(201, { success: true, message: SERVER_MSG.enquiryReceived, data: { reference } });
  });

  // sendBeacon posts text/plain (a JSON body would need a preflight): the text is read as JSON whatever its type.
  route(router, 'post', '/api/demand', async ({ c, request, ip, now }) => {
    const input = parseOrThrow(demandInputSchema, await readCounted(request, deps.limiters.demandByIp, ip, SERVER_MSG.tooManyRequests, { anyContentType: true }));
    await recordDemand(db, input, now);
    return c.body(null, 204);
  });
}
