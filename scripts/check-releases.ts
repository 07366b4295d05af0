import { checkRelease } from '@site/release-registry/release-check';
import { builtRoutesOf, builtShellShared } from './built-routes';
import { exitWithError } from './lifecycle';
import { readStack } from './stack';

/**
 * `npm run check-releases`: the contract check `promote` runs (decision 040), on every remote as
 * built here, against the shell built here and the other remotes' routes. CI runs it after
 * `npm run build`, so a change that would make a release refused fails before it is merged.
 */
async function main() {
  const stack = readStack();
  const shellShared = builtShellShared(stack);
  const remotes = stack.apps.filter((app) => app !== stack.shell);
  let failed = false;
  for (const app of remotes) {
    const routesOf = Object.fromEntries(
      remotes.flatMap((other) => {
        const routes = other === app ? undefined : builtRoutesOf(other.distDir, other.name);
        return routes ? [[other.name, routes]] : [];
      }),
    );
    const problems = await checkRelease(app.name, app.distDir, { shellShared, routesOf });
    if (problems.length === 0) {
      console.log(`${app.name}: fits the live site.`);
      continue;
    }
    failed = true;
    console.error(`${app.name}: would be refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  if (failed) process.exitCode = 1;
}

main().catch(exitWithError);
