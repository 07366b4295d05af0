import { TestClock } from 'pg-boss';
import { startContactApi } from '../start';
import { testSettings, waitFor } from '../testing/local-parts';
import {
  addSubscribers,
  blogEnv,
  postAt,
  startFakeBlog,
  startRecordingSmtp,
} from '../testing/mailing-parts';
import { setUpDatabaseServer } from '../testing/test-databases';

/**
 * The digest goes out on its own: the API's pg-boss schedule fires at 09:00 UK time on the 1st,
 * with nobody awake, and mails the month just ended. Time is pg-boss's TestClock, moved by hand.
 */

jest.setTimeout(120_000);

const databases = setUpDatabaseServer();
const minute = 60_000;

it('sends the digest of the month just ended at 09:00 UK time on the 1st', async () => {
  const blog = await startFakeBlog([postAt('2026-11-12T10:00:00.000Z', 'scheduled')]);
  const smtp = await startRecordingSmtp();
  const clock = new TestClock(Date.parse('2026-12-01T08:55:00Z'));
  const db = await databases.database();
  await addSubscribers(db, ['reader@example.org']);
  const api = await startContactApi(
    testSettings(
      { databaseUrl: db.url, smtpPort: smtp.port, siteverifyUrl: 'http://127.0.0.1:9/' },
      { ...blogEnv(blog), DELIVERY_POLL_INTERVAL_SECONDS: '30', DELIVERY_HEARTBEAT_SECONDS: '600' },
    ),
    { clock },
  );
  try {
    const mailings = () => db.query<{ id: string }>('SELECT id FROM newsletter.mailings');
    const [schedule] = await db.query<{ key: string; cron: string; timezone: string }>(
      `SELECT key, cron, timezone FROM contact_queue.schedule WHERE name = 'newsletter-mailings'`,
    );
    expect(schedule).toEqual({ key: 'digest', cron: '0 9 1 * *', timezone: 'Europe/London' });

    for (let i = 0; i < 4; i += 1) await clock.tick(minute);
    expect(await mailings()).toEqual([]); // 08:59: not yet
    for (let i = 0; i < 10 && !smtp.received.length; i += 1) {
      await clock.tick(minute);
      // The fan-out's handler runs after the tick (it reads the blog over HTTP).
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await waitFor('the digest to be sent', () => smtp.received.length === 1, 20_000);
    expect(await mailings()).toEqual([{ id: 'digest:2026-11' }]);
    expect(smtp.received[0]?.to).toEqual(['reader@example.org']);
  } finally {
    await api.close();
    await smtp.close();
    await blog.close();
  }
});
