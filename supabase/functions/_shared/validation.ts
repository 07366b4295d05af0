/** Turns zod issues into one readable sentence for a 400 answer. Runtime-neutral. */
import * as z from 'zod/mini';

// The contract (`@site/contracts/blog`) is written with `zod/mini`, which installs no locale:
// without this, a message the contract does not give (an unknown key, a wrong type, an empty
// slug) would read "Invalid input". English, as classic `zod` sets it: only when no locale is set.
if (!z.config().localeError) z.config(z.locales.en());

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Joins the issues' messages, naming the field when the message does not already, e.g.
 * `limit must be at most 50.` or `slug: Invalid input: expected string, received number`.
 */
export function describeIssues(issues: readonly Issue[]): string {
  const messages = issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    if (!field || issue.message.toLowerCase().includes(field.toLowerCase())) return issue.message;
    return `${field}: ${issue.message}`;
  });
  return [...new Set(messages)].join(' ') || 'Invalid request.';
}
