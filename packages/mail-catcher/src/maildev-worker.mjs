// Runs MailDev in a worker thread of the process that starts the catcher: MailDev ships ES
// modules only, which Node loads here whatever runs the caller (tsx, Jest's CommonJS sandbox).
// Started with MailDev's options as workerData; answers `started` with the bound ports or
// `failed`; on `stop`, stops MailDev and answers `stopped`.
import { parentPort, workerData } from 'node:worker_threads';
import { MailDev } from 'maildev';

// MailDev's web server prints its URL even when told to be silent; the caller prints its own.
console.info = () => undefined;

const maildev = new MailDev(workerData);
try {
  const { smtp, api } = await maildev.start();
  parentPort.postMessage({
    type: 'started',
    smtpPort: smtp.getPort(),
    httpPort: api?.getAddress()?.port,
  });
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: String(error?.message ?? error) });
  parentPort.close();
}

parentPort.on('message', async (message) => {
  if (message !== 'stop') return;
  await maildev.stop().catch(() => undefined);
  parentPort.postMessage({ type: 'stopped' });
  parentPort.close();
});
