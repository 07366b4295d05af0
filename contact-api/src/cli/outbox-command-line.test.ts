import { parseOutboxCommand } from './outbox-command-line';

describe('the outbox command line', () => {
  it.each<[string[], ReturnType<typeof parseOutboxCommand>]>([
    [['list'], { name: 'list', all: false }],
    [['list', '--all'], { name: 'list', all: true }],
    [['--all', 'list'], { name: 'list', all: true }],
    [['retry'], { name: 'retry', id: undefined }],
    [['retry', 'abc'], { name: 'retry', id: 'abc' }],
    [['consent', 'ann@example.org'], { name: 'consent', address: 'ann@example.org' }],
    [['newsletter', 'status'], { name: 'newsletter-status' }],
    [['newsletter', 'digest'], { name: 'newsletter-digest' }],
    [
      ['newsletter', 'digest', '--month', '2026-11', '--now', '2026-12-01T09:00:00Z'],
      { name: 'newsletter-digest', month: '2026-11', now: '2026-12-01T09:00:00Z' },
    ],
  ])('reads %j', (argv, command) => {
    expect(parseOutboxCommand(argv)).toEqual(command);
  });

  it.each([
    [[], 'No command given'],
    [['frobnicate'], 'Unknown command: frobnicate'],
    [['import-sqlite', 'outbox.sqlite'], 'Unknown command: import-sqlite'],
    [['list', '--verbose'], "Unknown option '--verbose'"],
    [['list', 'extra'], 'Unexpected argument: extra'],
    [['retry', 'a', 'b'], 'Unexpected argument: b'],
    [['retry', '--all'], '--all is an option of list only'],
    [['consent'], 'consent needs an address'],
    [['newsletter'], 'newsletter needs status or digest'],
    [['newsletter', 'digest', '--month', '2026-13'], '--month must be YYYY-MM'],
    [['newsletter', 'digest', '--now', 'tomorrow'], '--now must be an ISO 8601 time'],
    [['newsletter', 'status', '--month', '2026-11'], 'options of newsletter digest'],
    [['list', '--month', '2026-11'], 'options of newsletter digest'],
  ])('refuses %j: %s', (argv, problem) => {
    expect(parseOutboxCommand(argv)).toEqual({ problem: expect.stringContaining(problem) });
  });
});
