import { routeIn, type PageRoute } from './page-routes';
import { mergeRoutes, parsePageRoutes } from './route-lists';

const route = (path: string, module: `./${string}` = './Page'): PageRoute => ({ path, module });

describe('routeIn', () => {
  const table = [route('/'), route('/blogs'), route('/blog/:slug')];
  it.each([
    ['/', '/'],
    ['/blogs/', '/blogs'],
    ['/blog/a-post', '/blog/:slug'],
  ])('finds the route of %s', (pathname, path) => {
    expect(routeIn(table, pathname)?.path).toBe(path);
  });

  it.each(['/nowhere', '/blog', '/blog/a/b'])('finds none for %s', (pathname) => {
    expect(routeIn(table, pathname)).toBeUndefined();
  });
});

describe('mergeRoutes: the site from its remotes’ own lists', () => {
  it('serves every route of every remote, in the remotes’ order', () => {
    const { routes, conflicts } = mergeRoutes({
      marketing: [route('/'), route('/careers', './Careers')],
      blog: [route('/blogs')],
    });
    expect(routes.map((r) => `${r.remote} ${r.path}`)).toEqual([
      'marketing /',
      'marketing /careers',
      'blog /blogs',
    ]);
    expect(conflicts).toEqual([]);
  });

  it('leaves a path two remotes claim with the one that had it live, and names the conflict', () => {
    const live = mergeRoutes({ blog: [route('/news')], marketing: [route('/')] }).routes;
    // The marketing remote's new release claims /news, and is listed first.
    const { routes, conflicts } = mergeRoutes(
      { marketing: [route('/'), route('/news')], blog: [route('/news')] },
      live,
    );
    expect(routeIn(routes, '/news')?.remote).toBe('blog');
    expect(conflicts).toEqual([
      '/news is claimed by the "marketing" remote, but the "blog" remote has it: left out',
    ]);
  });

  it('treats /blog/:slug and /blog/:id as one path', () => {
    const { routes, conflicts } = mergeRoutes({
      blog: [route('/blog/:slug')],
      marketing: [route('/blog/:id')],
    });
    expect(routes).toHaveLength(1);
    expect(conflicts).toHaveLength(1);
  });
});

describe('parsePageRoutes: a release’s routes, as its manifest says them', () => {
  it('keeps the facts it knows, and nothing else', () => {
    expect(
      parsePageRoutes(
        [{ path: '/blogs', module: './BlogList', serverData: true, query: ['page'], x: 1 }],
        'm.json',
      ),
    ).toEqual([{ path: '/blogs', module: './BlogList', serverData: true, query: ['page'] }]);
  });

  it.each([
    [{}, 'routes must be a list'],
    [[{ path: '/a', module: 'Home' }], 'routes[0].module'],
    [[{ path: '//evil.example/a', module: './A' }], 'routes[0].path'],
    [[{ path: '/a', module: './A', noindex: 'yes' }], 'routes[0].noindex'],
    [[{ path: '/a', module: './A', query: 'page' }], 'routes[0].query'],
  ])('names what is wrong in %p', (input, message) => {
    expect(() => parsePageRoutes(input, 'm.json')).toThrow(message);
  });
});
