import { format } from 'node:util';

/**
 * Runs `action` with everything written to the console, the standard output and the standard
 * error kept from the terminal, and resolves with it as the console would have printed it.
 * `action` may read what was written so far (to wait for a line written later).
 */
export async function capturedLogs(
  action: (writtenSoFar: () => string) => Promise<unknown>,
): Promise<string> {
  const written: string[] = [];
  const capture = (stream: NodeJS.WriteStream) =>
    jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  const spies = [
    capture(process.stdout),
    capture(process.stderr),
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      jest.spyOn(console, name).mockImplementation((...args: unknown[]) => {
        written.push(format(...args));
      }),
    ),
  ];
  try {
    await action(() => written.join('\n'));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written.join('\n');
}
