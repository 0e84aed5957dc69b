/**
 * Enquiries (issue 19) on the product server: the contact form's write (validation, the enquiry and its alert in one
 * transaction) over a real socket, then the inbox with 10,000 enquiries stored: the first page, a filtered search, and
 * the dashboard's demand. Prints one JSON object. Run by scripts/bench/enquiries.mjs (`npm run bench --
 * --only=enquiries`); alone: `npx tsx scripts/bench/enquiries.run.ts`.
 */
import { serve } from '@hono/node-server';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { enquirySearchText, newEnquiryId } from '../../domain/enquiries';
import { loadConfig } from '../../server/config';
import { enquiries } from '../../server/db/schema';
import { startServer } from '../../server/server';
import { stats, timed } from './timing';
import { ENQUIRY_STATUSES } from '../../domain/constants';

const WRITES = 200;
const READS = 200;
const STORED = 10_000;

async function sequential(n: number, request: (i: number) => Promise<Response>) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    samples.push(
      await timed(async () => {
        const res = await request(i);
        if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }),
    );
  }
  return stats(samples);
}

const dataDir = await mkdtemp(join(tmpdir(), 'luxe-bench-enquiries-'));
const limit = { points: 1_000_000, duration: 60 };
const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
const running = await startServer(config, serve, {
  log: pino({ level: 'silent' }),
  limits: { publicRead: limit, admin: limit, auth: limit, enquiryByIp: limit },
});
const base = `http://127.0.0.1:${running.address.port}`;
try {
  const cars = ((await (await fetch(`${base}/api/cars?limit=20`)).json()) as { data: { _id: string; name: string }[] }).data;
  const json = { 'Content-Type': 'application/json' };
  const write = await sequential(WRITES, (i) =>
    fetch(`${base}/api/enquiries`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: `Bench Visitor ${i}`,
        email: `visitor${i}@example.com`,
        phone: '+971 50 123 4567',
        subject: 'Weekend rental',
        message: 'Hello,\nI would like this car for the weekend, delivered to my hotel.',
        carId: cars[i % cars.length]!._id,
        locale: i % 2 ? 'ar' : 'en',
        page: '/contact',
        elapsedMs: 30_000,
      }),
    }),
  );

  // 10,000 stored enquiries over the last 60 days, written straight to the table (the write path is measured above).
  const now = Date.now();
  const rows = Array.from({ length: STORED - WRITES }, (_, i) => {
    const car = cars[i % cars.length]!;
    const at = new Date(now - Math.floor((i / STORED) * 60 * 86_400_000));
    const fields = {
      reference: `LD-B${i.toString(36).toUpperCase().padStart(4, '0')}`,
      name: `Stored Visitor ${i}`,
      email: `stored${i}@example.com`,
      phone: '',
      subject: `Enquiry ${i}`,
      message: 'A stored enquiry for the bench.',
    };
    return {
      id: newEnquiryId(),
      createdAt: at,
      updatedAt: at,
      ...fields,
      preferredContact: 'email',
      carInterest: '',
      rentalPeriod: '',
      dateFrom: null,
      dateTo: null,
      delivery: '',
      deliveryAddress: '',
      carId: car._id,
      carName: car.name,
      locale: 'en',
      page: '/contact',
      referrer: '',
      status: ENQUIRY_STATUSES[i % ENQUIRY_STATUSES.length]!,
      assigneeId: null,
      contactedAt: i % 3 === 0 ? new Date(at.getTime() + 45 * 60_000) : null,
      searchText: enquirySearchText({ ...fields, car: { _id: car._id, name: car.name, exists: true } }),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await running.deps.db.insert(enquiries).values(rows.slice(i, i + 500));

  const login = await fetch(`${base}/api/auth/admin/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { Authorization: `Bearer ${accessToken}` };
  const inbox = await sequential(READS, () => fetch(`${base}/api/admin/enquiries`, { headers: auth }));
  const search = await sequential(READS, () => fetch(`${base}/api/admin/enquiries?status=new,contacted&search=visitor%2042`, { headers: auth }));
  const demand = await sequential(50, () => fetch(`${base}/api/admin/demand`, { headers: auth }));
  console.log(JSON.stringify({ write, inbox, search, demand, stored: STORED }));
} finally {
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
}
