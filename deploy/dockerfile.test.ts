import { argumentList, dockerignoreMatcher, parseDockerfile, withBuildArgs } from './dockerfile';

describe('parseDockerfile', () => {
  it('groups instructions into stages, with flags, continuations and comments as Docker reads them', () => {
    const stages = parseDockerfile(
      [
        '# syntax=docker/dockerfile:1',
        'FROM node:20 AS build',
        'RUN --mount=type=cache,target=/root/.npm \\',
        '  # a comment inside the instruction',
        '  npm ci \\',
        '  --no-audit',
        '',
        'from nginx:1.28-alpine',
        'COPY --chmod=755 --from=build /app/dist/ /usr/share/nginx/html/',
        'HEALTHCHECK --interval=10s CMD ["wget", "-q", "http://127.0.0.1:8080/"]',
      ].join('\n'),
    );
    expect(stages.map(({ base, name }) => [base, name])).toEqual([
      ['node:20', 'build'],
      ['nginx:1.28-alpine', undefined],
    ]);
    expect(stages[0]!.instructions[1]).toEqual({
      keyword: 'RUN',
      flags: { mount: 'type=cache,target=/root/.npm' },
      args: 'npm ci --no-audit',
      line: 3,
    });
    expect(stages[1]!.instructions[1]).toMatchObject({
      keyword: 'COPY',
      flags: { chmod: '755', from: 'build' },
      args: '/app/dist/ /usr/share/nginx/html/',
    });
    expect(stages[1]!.instructions[2]).toMatchObject({
      flags: { interval: '10s' },
      args: 'CMD ["wget", "-q", "http://127.0.0.1:8080/"]',
    });
  });

  it('follows the escape directive, and reads a digest as part of the base image', () => {
    const digest = `sha256:${'0'.repeat(64)}`;
    const [stage] = parseDockerfile(
      [
        '# escape=`',
        `FROM --platform=linux/amd64 node:24.21.0-bookworm-slim@${digest} AS build`,
        'RUN npm ci `',
        '  --no-audit',
      ].join('\n'),
    );
    expect(stage).toMatchObject({
      base: `node:24.21.0-bookworm-slim@${digest}`,
      name: 'build',
      instructions: [
        { keyword: 'FROM', flags: { platform: 'linux/amd64' } },
        { keyword: 'RUN', args: 'npm ci --no-audit', line: 3 },
      ],
    });
  });

  it('reads exec-form and shell-form arguments', () => {
    expect(argumentList('["a b", "c"]')).toEqual(['a b', 'c']);
    expect(argumentList('package.json  package-lock.json ./')).toEqual([
      'package.json',
      'package-lock.json',
      './',
    ]);
  });
});

describe('dockerignoreMatcher', () => {
  const ignored = dockerignoreMatcher(
    ['# comment', '**/node_modules', 'dist', '**/*.test.ts', '.env.*', '!.env.example'].join('\n'),
  );

  it.each([
    ['node_modules', true],
    ['contact-api/node_modules/x/index.js', true],
    ['dist/main.js', true],
    ['shell/dist', false],
    ['contact-api/src/http/app.test.ts', true],
    ['contact-api/src/http/app.ts', false],
    ['.env.local', true],
    ['.env.example', false],
  ])('%s ignored: %s', (file, expected) => {
    expect(ignored(file)).toBe(expected);
  });
});

describe('withBuildArgs', () => {
  const stages = parseDockerfile(
    [
      'FROM node:20 AS build',
      'ARG APP',
      'ARG DIST=${APP}/dist',
      'COPY ${APP}/package.json $APP/',
      'RUN npm run build --workspace ${APP} && echo $HOME',
      'FROM nginx:1.28-alpine',
      'COPY --from=build /app/${APP}/dist/ /html/',
      'ARG APP',
      'ENV APP=${APP} OUT=${DIST}',
      'HEALTHCHECK CMD test "$APP" = shell',
    ].join('\n'),
  );

  it('puts each argument in the instructions after its ARG, in its stage, as Docker does', () => {
    const [build, final] = withBuildArgs(stages, { APP: 'remote-blog' });
    expect(build!.instructions.map((i) => i.args).slice(3)).toEqual([
      'remote-blog/package.json remote-blog/',
      'npm run build --workspace remote-blog && echo $HOME',
    ]);
    expect(final!.instructions.map((i) => i.args)).toEqual([
      'nginx:1.28-alpine',
      '/app/${APP}/dist/ /html/', // before the stage's own ARG: not yet in scope
      'APP',
      'APP=remote-blog OUT=${DIST}',
      'CMD test "$APP" = shell',
    ]);
  });

  it('names a build argument that has no value', () => {
    expect(() => withBuildArgs(stages, {})).toThrow('build argument APP has no value');
  });
});
