import { mailCatcherClient, type CaughtMessage } from '@site/mail-catcher/client';
import { expect, type Page } from '@playwright/test';
import { e2eStack } from './stack';

/**
 * The newsletter as a reader meets it: Stay Updated on /blogs, and the emails in the mail
 * catcher. Shared by the newsletter's specs and the blog's publishing spec.
 */

/** A link to one of the site's newsletter pages: the token, in the fragment, is an id and a MAC. */
export const tokenLink =
  /\/newsletter\/(confirm|unsubscribe)#token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/g;

/** A token of the right shape that names no subscription. */
export const unknownToken = `00000000-0000-4000-8000-000000000000.${'B'.repeat(43)}`;

/** Every message the mail catcher holds for `address`. */
export async function messagesTo(address: string): Promise<CaughtMessage[]> {
  const messages = await mailCatcherClient(e2eStack.services.mailCatcher.url).messages();
  return messages.filter((message) => message.to.some((to) => to.address === address));
}

/** Waits (bounded) for the first message to `address`. */
export async function firstMessageTo(address: string): Promise<CaughtMessage> {
  await expect.poll(async () => (await messagesTo(address)).length, { timeout: 15_000 }).toBe(1);
  return (await messagesTo(address))[0]!;
}

/** The path and fragment of the email's link to one of the site's newsletter pages. */
export function pageLink(message: CaughtMessage, page: 'confirm' | 'unsubscribe'): string {
  const links = [...message.text.matchAll(tokenLink)].map((match) => match[0]);
  const link = links.find((candidate) => candidate.startsWith(`/newsletter/${page}#`));
  expect(link, `the email's ${page} link`).toBeDefined();
  return link!;
}

/** The API's one-click unsubscribe URL of the email's List-Unsubscribe header. */
export function oneClickUrl(message: CaughtMessage): string {
  const url = /<(https?:\/\/[^>]+)>/.exec(message.headers['list-unsubscribe'] ?? '')?.[1];
  expect(url, 'an http(s) URL in List-Unsubscribe').toBeDefined();
  return url!;
}

export const signUpBlock = (page: Page) => page.getByRole('region', { name: 'Stay Updated' });

export async function signUp(page: Page, email: string) {
  // As a visitor does: typed and pressed as soon as the block shows, whether the page runs yet
  // or not (the press is held until it does).
  await page.goto('/blogs');
  const block = signUpBlock(page);
  await block.getByRole('textbox', { name: 'Email address' }).fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();
  await expect(page.getByText('Check your inbox to confirm your subscription.')).toBeVisible();
  await expect(block.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
}

export const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Signs `email` up on /blogs and confirms it with the email's link, as a reader does. */
export async function subscribeAndConfirm(page: Page, email: string): Promise<CaughtMessage> {
  await signUp(page, email);
  const confirmation = await firstMessageTo(email);
  await page.goto(pageLink(confirmation, 'confirm'));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /You are subscribed\. Thank you for confirming\./,
  );
  return confirmation;
}
