/** Turns zod issues into one readable sentence for a 400 answer. Runtime-neutral. */

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
