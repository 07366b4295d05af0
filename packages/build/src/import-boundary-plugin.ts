import path from 'node:path';
import type { Compiler } from 'webpack';

/**
 * Fails the build when app code imports Chakra or the router directly instead of through the
 * design system. A direct import would bundle a second Chakra or router context into a remote,
 * and the page would fail at run time with "forgot to wrap component within <ChakraProvider />"
 * or a link that ignores the shell's router.
 */
const GUARDED = /^(@chakra-ui\/react|@emotion\/react|react-router|react-router-dom)(\/|$)/;

export class ImportBoundaryPlugin {
  constructor(private readonly allowedDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('ImportBoundaryPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('ImportBoundaryPlugin', (data) => {
        const issuer = data.contextInfo.issuer;
        if (!issuer || !GUARDED.test(data.request)) return;
        if (issuer.includes(`${path.sep}node_modules${path.sep}`)) return;
        if (issuer.startsWith(this.allowedDir + path.sep)) return;
        throw new Error(
          `${path.relative(process.cwd(), issuer)} imports "${data.request}" directly. ` +
            'Import it from @site/ui (or @site/ui/router): only the design system may use it, ' +
            'so that one copy of its context exists.',
        );
      });
    });
  }
}
