import type { PageIndex } from '@site/contracts/federation';
import { notFoundKey, pageRequestOf, type PageRoute } from './page-request';

const routes: PageRoute[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/blogs', query: ['category', 'page'] },
  { path: '/blog/:slug' },
  { path: '/newsletter/confirm', personal: true },
];

const index: PageIndex = {
  paths: { '/blog/:slug': ['/blog/hello-world', '/blog/Mixed-Case'] },
  queries: { '/blogs': ['', 'page=2', 'category=Salesforce'] },
  versions: {},
};

const notFound = { kind: 'not-found', key: notFoundKey, url: '/404' };
const unknownSlug = {
  kind: 'not-found',
  key: `${notFoundKey}:/blog/:slug`,
  url: '/blog/-',
  route: '/blog/:slug',
};
const unknownListPage = {
  kind: 'not-found',
  key: `${notFoundKey}:/blogs`,
  url: '/blogs?category=-',
  route: '/blogs',
};

describe('pageRequestOf', () => {
  it('renders a canonical page under its path', () => {
    expect(pageRequestOf('/about', routes)).toEqual({
      kind: 'page',
      url: '/about',
      route: '/about',
      key: '/about',
    });
    expect(pageRequestOf('/', routes)).toMatchObject({ kind: 'page', key: '/' });
  });

  it('redirects a trailing slash, doubled slashes and capitals in fixed segments, keeping the query', () => {
    expect(pageRequestOf('/about/', routes)).toEqual({ kind: 'redirect', location: '/about' });
    expect(pageRequestOf('//about', routes)).toEqual({ kind: 'redirect', location: '/about' });
    expect(pageRequestOf('/About?gclid=1', routes)).toEqual({
      kind: 'redirect',
      location: '/about?gclid=1',
    });
    expect(pageRequestOf('/BLOG/hello-world', routes)).toEqual({
      kind: 'redirect',
      location: '/blog/hello-world',
    });
    // A slug is data: its case is its own.
    expect(pageRequestOf('/blog/Mixed-Case', routes, index)).toMatchObject({ kind: 'page' });
  });

  it('never reads a host from the request target', () => {
    expect(pageRequestOf('//evil.example/about', routes)).toEqual({
      kind: 'redirect',
      location: '/evil.example/about',
    });
    expect(pageRequestOf('http://evil.example/about', routes)).toEqual(notFound);
  });

  it('ignores the query parameters a route does not read: one page for ?gclid=…, ?utm_…', () => {
    for (const target of ['/about?gclid=abc', '/about?utm_source=x&fbclid=y', '/about?']) {
      expect(pageRequestOf(target, routes)).toMatchObject({ kind: 'page', key: '/about' });
    }
    expect(pageRequestOf('/blogs?utm_source=x&page=2', routes, index)).toMatchObject({
      kind: 'page',
      url: '/blogs?page=2',
      key: '/blogs?page=2',
    });
  });

  it('writes a read query the canonical way: the route’s order, empty values dropped', () => {
    const withoutIndex = pageRequestOf('/blogs?page=2&category=SaaS+Solutions', routes);
    expect(withoutIndex).toMatchObject({ key: '/blogs?category=SaaS+Solutions&page=2' });
    expect(pageRequestOf('/blogs?category=', routes, index)).toMatchObject({ key: '/blogs' });
  });

  it('answers a shared 404 for what the route table or the index does not name', () => {
    expect(pageRequestOf('/nowhere', routes)).toEqual(notFound);
    expect(pageRequestOf('/nowhere/else?x=1', routes)).toEqual(notFound);
    // A route's own 404 (Blog Post Not Found), one for all its unknown values.
    expect(pageRequestOf('/blog/unknown', routes, index)).toEqual(unknownSlug);
    expect(pageRequestOf('/blog/other', routes, index)).toEqual(unknownSlug);
    expect(pageRequestOf('/blogs?page=99', routes, index)).toEqual(unknownListPage);
    expect(pageRequestOf('/blogs?category=Nope', routes, index)).toEqual(unknownListPage);
    expect(pageRequestOf('/blogs?page=2&page=3', routes, index)).toEqual(unknownListPage);
  });

  it('renders what the index does not cover yet as asked', () => {
    expect(pageRequestOf('/blog/unknown', routes)).toMatchObject({ kind: 'page' });
  });

  it('gives a personal page (a token in its query) no key: it is never kept', () => {
    const request = pageRequestOf('/newsletter/confirm?token=abc', routes, index);
    expect(request).toEqual({
      kind: 'page',
      url: '/newsletter/confirm?token=abc',
      route: '/newsletter/confirm',
    });
  });
});
