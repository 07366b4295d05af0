import type { Stack } from './stack';

/** Prints where every app and local backend of the stack can be reached. */
export function printStack({ apps, services }: Stack, heading: string): void {
  const line = (label: string, where: string) => console.log(`  ${label.padEnd(18)} ${where}`);
  console.log(`\n${heading}`);
  for (const app of apps)
    line(app.name === 'shell' ? 'site (shell)' : `${app.name} remote`, app.origin);
  console.log('\nLocal backends:');
  line('blog backend', `${services.blogBackend.url}/functions/v1/get-blogs`);
  line('contact API', `${services.contactApi.url}/send-email`);
  line('mail catcher', `${services.mailCatcher.url} (SMTP on ${services.mailCatcher.smtpPort})`);
  line('bot-check emulator', services.botCheck.url);
  line('data folder', services.dataDir);
  console.log('\nPress Ctrl-C to stop.');
}
