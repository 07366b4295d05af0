import path from 'node:path';
import { parseArgs } from 'node:util';
import { ReleaseError, type ReleaseRegistry } from './registry';

/**
 * `npm run release -w remote-<name> -- <command>`: the operator's commands on one remote's
 * releases. With no command, builds the remote and publishes the build as a new release.
 */
export const releaseUsage = `Usage: npm run release -w remote-<name> [-- <command>]
  (no command)            build the remote and publish it as a new release
  publish --from <dir>    publish a build that is already made
  list                    every release, oldest first, and where it stands
  status                  the live, previous and candidate releases, with their field figures
  preview <version>       check a release, make it the candidate and print a preview link
  promote <version>       check a release against the live site, then make it live
  promote <version> --canary <percent>
                          the same, for that share of visitors only (the candidate)
  rollback                stop a running canary, else go back to the release live before
  prune                   delete releases out of service for longer than the retention
Options: --reason <text> (preview, promote, rollback) is kept in the pointer's history.`;

/** One release's figures in the field (the renderer's `GET /telemetry/summary`). */
export interface FieldFigures {
  release: string;
  views: number;
  errorRate: number | null;
  lcpP75: number | null;
  inpP75: number | null;
}

export interface CommandContext {
  remote: string;
  registry: ReleaseRegistry;
  /** Builds the remote; resolves to the folder of its build. */
  build(): Promise<string>;
  print(line: string): void;
  /** Where a relative `--from` starts: the operator's folder (npm's `INIT_CWD`). */
  cwd?: string;
  /**
   * The contract check (`checkRelease`) of the release in a folder against the live site: every
   * reason it must not go live. `promote` refuses a release with any.
   */
  check(releaseDir: string): Promise<string[]>;
  /** A signed, expiring preview link for the release; throws a `ReleaseError` when it cannot. */
  previewLink(version: string): string;
  /** The field's figures of the remote's releases now; undefined when the renderer is not there. */
  fieldFigures(): Promise<FieldFigures[] | undefined>;
}

const figuresOf = (figures: FieldFigures[] | undefined, version: string | undefined) => {
  const found = version ? figures?.find((entry) => entry.release === version) : undefined;
  if (!found) return '';
  const rate = found.errorRate === null ? '–' : `${(found.errorRate * 100).toFixed(2)}%`;
  const ms = (value: number | null) => (value === null ? '–' : `${value} ms`);
  return `  views ${found.views}, errors ${rate}, LCP p75 ${ms(found.lcpP75)}, INP p75 ${ms(found.inpP75)}`;
};

const none = '(none)';

/** Runs one command; resolves to the exit code. A refusal is printed, not thrown. */
export async function runReleaseCommand(args: string[], context: CommandContext): Promise<number> {
  const { remote, registry, print } = context;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    print(`${(error as Error).message}\n${releaseUsage}`);
    return 2;
  }
  const [command = 'build', ...operands] = parsed.positionals;
  const reason = parsed.values.reason;
  /** Refuses a release the contract check finds wrong, before any visitor sees it. */
  const checked = async (version: string) => {
    const problems = await context.check(await registry.folderOf(remote, version));
    if (problems.length > 0) {
      throw new ReleaseError(
        `${remote} ${version} does not fit the live site, and no visitor saw it:\n` +
          problems.map((problem) => `  - ${problem}`).join('\n'),
      );
    }
  };
  const promoteHint = (version: string) =>
    `Promote it with: npm run release -w remote-${remote} -- promote ${version}`;
  try {
    switch (command) {
      case 'build':
      case 'publish': {
        const given = parsed.values.from && path.resolve(context.cwd ?? '.', parsed.values.from);
        const from = given || (command === 'build' ? await context.build() : undefined);
        if (!from) throw new ReleaseError('publish needs --from <folder of the build>');
        const release = await registry.publish(remote, from);
        print(`Published ${remote} ${release.version}.\n${promoteHint(release.version)}`);
        return 0;
      }
      case 'list': {
        const releases = await registry.list(remote);
        if (releases.length === 0) print(`${remote} has no release published yet.`);
        for (const { release, state } of releases) {
          print(`${release.version}  ${release.publishedAt}  ${state}`);
        }
        return 0;
      }
      case 'status': {
        const [status, figures] = await Promise.all([
          registry.status(remote),
          context.fieldFigures().catch(() => undefined),
        ]);
        print(`${remote}`);
        print(
          `  live       ${status.live ? `${status.live.version}  since ${status.live.since}  ${status.live.manifestUrl}` : none}`,
        );
        if (figuresOf(figures, status.live?.version))
          print(figuresOf(figures, status.live?.version));
        print(
          `  previous   ${status.previous ? `${status.previous.version}  until ${status.previous.retiredAt}` : none}`,
        );
        print(
          `  candidate  ${status.candidate ? `${status.candidate.version}  since ${status.candidate.since}  ${status.candidate.canaryPercent === undefined ? 'preview only' : `canary ${status.candidate.canaryPercent}%`}` : none}`,
        );
        if (figuresOf(figures, status.candidate?.version)) {
          print(figuresOf(figures, status.candidate?.version));
        }
        if (!figures) print('  (no field figures: the renderer did not answer)');
        return 0;
      }
      case 'preview': {
        const [version] = operands;
        if (!version) throw new ReleaseError('preview needs the version: see `list`');
        await checked(version);
        const link = context.previewLink(version);
        await registry.setCandidate(remote, version, undefined, reason);
        print(
          `${remote} ${version} is the candidate. Within a minute, this link shows it to whoever opens it (and only them):\n${link}`,
        );
        return 0;
      }
      case 'promote': {
        const [version] = operands;
        if (!version) throw new ReleaseError('promote needs the version: see `list`');
        await checked(version);
        const canary = parsed.values.canary;
        if (canary !== undefined) {
          const percent = Number(canary);
          if (!Number.isInteger(percent)) throw new ReleaseError('--canary takes a whole percent');
          await registry.setCandidate(remote, version, percent, reason);
          print(
            `${remote} ${version} is a canary for ${percent}% of visitors. Watch it with \`status\`; promote it without --canary, or stop it with \`rollback\`.`,
          );
          return 0;
        }
        const done = await registry.promote(remote, version, reason);
        print(
          `${remote} ${done.version} is live${done.from ? ` (was ${done.from})` : ''}. The site shows it within a minute.`,
        );
        return 0;
      }
      case 'rollback': {
        const running = (await registry.status(remote)).candidate;
        if (running?.canaryPercent !== undefined) {
          await registry.stopCandidate(remote, reason ?? 'by the operator');
          print(
            `${remote}'s canary ${running.version} is stopped: every visitor is on the live release within a minute.`,
          );
          return 0;
        }
        const done = await registry.rollback(remote, reason ?? 'by the operator');
        print(
          `${remote} is back on ${done.version} (was ${done.from}). The site shows it within a minute.`,
        );
        return 0;
      }
      case 'prune': {
        const gone = await registry.prune(remote);
        print(gone.length ? `Deleted ${gone.join(', ')}.` : 'Nothing to delete.');
        return 0;
      }
      default:
        print(`Unknown command "${command}".\n${releaseUsage}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof ReleaseError) {
      print(`Refused: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: { from: { type: 'string' }, reason: { type: 'string' }, canary: { type: 'string' } },
  });
}
