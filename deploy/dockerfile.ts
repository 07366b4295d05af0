/**
 * Just enough of Dockerfile and .dockerignore syntax for the container checks
 * (`containers.test.ts`): instructions with their flags, grouped into build stages, and whether
 * a path of the build context is ignored. `dockerfile-utils` lints the syntax itself.
 */

export interface Instruction {
  /** Upper-case keyword: `FROM`, `RUN`, `COPY` … */
  keyword: string;
  /** Leading `--name=value` options, e.g. `{ from: 'build', chmod: '755' }`. */
  flags: Record<string, string>;
  /** The rest of the instruction, continuation lines joined with a space. */
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

const flagPattern = /^--([a-z-]+)(?:=(\S*))?\s+/;

/** The instructions of a Dockerfile, comments and parser directives left out. */
export function parseInstructions(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending: { line: number; text: string } | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    // Comment lines are dropped, even in the middle of a continued instruction (as Docker does).
    if (trimmed.startsWith('#') || (!pending && trimmed === '')) return;
    const continues = trimmed.endsWith('\\');
    const part = continues ? trimmed.slice(0, -1).trim() : trimmed;
    pending = pending
      ? { line: pending.line, text: `${pending.text} ${part}`.trim() }
      : { line: index + 1, text: part };
    if (continues) return;
    const match = /^(\S+)\s*([\s\S]*)$/.exec(pending.text);
    if (match) {
      let rest = match[2] ?? '';
      const flags: Record<string, string> = {};
      for (let flag = flagPattern.exec(rest); flag; flag = flagPattern.exec(rest)) {
        flags[flag[1]!] = flag[2] ?? '';
        rest = rest.slice(flag[0].length);
      }
      instructions.push({
        keyword: match[1]!.toUpperCase(),
        flags,
        args: rest.trim(),
        line: pending.line,
      });
    }
    pending = undefined;
  });
  return instructions;
}

/** The build stages of a Dockerfile, in order. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of parseInstructions(text)) {
    if (instruction.keyword === 'FROM') {
      const [base = '', as, name] = instruction.args.split(/\s+/);
      stages.push({
        base,
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        instructions: [instruction],
      });
    } else {
      stages.at(-1)?.instructions.push(instruction);
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
