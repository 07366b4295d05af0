/**
 * Dockerfiles as the container checks (`containers.test.ts`) read them: dockerfile-ast parses
 * the syntax (continuations, comments inside them, flags, stages), and this module shapes its
 * instructions into build stages, applies build arguments as Docker does, and tells whether a
 * path of the build context is left out by .dockerignore. `dockerfile-utils` lints the syntax.
 */
import {
  DockerfileParser,
  From,
  ModifiableInstruction,
  type Instruction as AstInstruction,
} from 'dockerfile-ast';

export interface Instruction {
  /** Upper-case keyword: `FROM`, `RUN`, `COPY` … */
  keyword: string;
  /** Leading `--name=value` options, e.g. `{ from: 'build', chmod: '755' }`. */
  flags: Record<string, string>;
  /** The words after the flags, one space between each (continuation lines joined). */
  args: string;
  /** 1-based line of the keyword. */
  line: number;
}

export interface Stage {
  /** The image or earlier stage after `FROM`. */
  base: string;
  /** `FROM … AS <name>`. */
  name?: string;
  instructions: Instruction[];
}

function toInstruction(instruction: AstInstruction): Instruction {
  const flags =
    instruction instanceof ModifiableInstruction
      ? Object.fromEntries(
          instruction.getFlags().map((flag) => [flag.getName(), flag.getValue() ?? '']),
        )
      : {};
  return {
    keyword: instruction.getKeyword(),
    flags,
    args: instruction
      .getArguments()
      .map((argument) => argument.getValue())
      .join(' '),
    line: instruction.getRange().start.line + 1,
  };
}

/** The build stages of a Dockerfile, in order. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    if (instruction instanceof From) {
      stages.push({
        base: instruction.getImage() ?? '',
        name: instruction.getBuildStage() ?? undefined,
        instructions: [toInstruction(instruction)],
      });
    } else {
      stages.at(-1)?.instructions.push(toInstruction(instruction));
    }
  }
  return stages;
}

/** Arguments of an exec-form (`["a", "b"]`) or shell-form instruction, as a list. */
export function argumentList(args: string): string[] {
  if (args.startsWith('[')) return JSON.parse(args) as string[];
  return args.split(/\s+/).filter(Boolean);
}

/**
 * A predicate telling whether a path of the build context (relative, `/`-separated) is left out
 * by these .dockerignore rules: `*` and `?` within a path segment, `**` across segments, `!` to
 * take an exclusion back, the last matching rule wins, and a directory's rule covers its content.
 */
export function dockerignoreMatcher(text: string): (path: string) => boolean {
  const rules = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
      let source = '';
      for (let i = 0; i < pattern.length;) {
        if (pattern.startsWith('**/', i)) {
          source += '(?:.*/)?';
          i += 3;
        } else if (pattern.startsWith('**', i)) {
          source += '.*';
          i += 2;
        } else {
          const char = pattern[i]!;
          source +=
            char === '*'
              ? '[^/]*'
              : char === '?'
                ? '[^/]'
                : char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
          i += 1;
        }
      }
      return { negated, regex: new RegExp(`^${source}(?:/.*)?$`) };
    });
  return (path) =>
    rules.reduce((ignored, rule) => (rule.regex.test(path) ? !rule.negated : ignored), false);
}

/** Instructions whose variables are the container's, left for its shell at run time. */
const runTimeKeywords = new Set(['HEALTHCHECK', 'CMD', 'ENTRYPOINT']);

/**
 * The stages as Docker builds them with these `--build-arg` values: in each stage, after an
 * `ARG NAME[=default]`, `$NAME` and `${NAME}` stand for the value given (else the default). RUN
 * is included, as its shell sees the argument in its environment. A declared argument with no
 * value is an error, naming it.
 */
export function withBuildArgs(stages: Stage[], args: Record<string, string>): Stage[] {
  return stages.map((stage) => {
    const values = new Map<string, string>();
    const expand = (text: string) =>
      text.replace(/\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g, (all, a, b) => {
        const name = (a ?? b) as string;
        return values.get(name) ?? all;
      });
    const instructions = stage.instructions.map((instruction) => {
      if (instruction.keyword === 'ARG') {
        const [name = '', fallback] = instruction.args.split('=', 2);
        const value = args[name] ?? (fallback === undefined ? undefined : expand(fallback));
        if (value === undefined) {
          throw new Error(`line ${instruction.line}: build argument ${name} has no value`);
        }
        values.set(name, value);
        return instruction;
      }
      if (runTimeKeywords.has(instruction.keyword)) return instruction;
      return {
        ...instruction,
        flags: Object.fromEntries(
          Object.entries(instruction.flags).map(([flag, value]) => [flag, expand(value)]),
        ),
        args: expand(instruction.args),
      };
    });
    return { ...stage, instructions };
  });
}
