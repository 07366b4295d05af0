import { releaseTagsOf, retiredReleaseTags } from './release-tags';

const routes = [
  { path: '/about', remote: 'marketing' },
  { path: '/blogs', remote: 'blog' },
  { path: '/not-sent' },
];

describe('release tags', () => {
  it('tags a page with the shell’s build and its own remote’s live release only', () => {
    const tagsOf = releaseTagsOf(routes, 's1', { marketing: 'm2', blog: 'b7' });
    expect(tagsOf('/about')).toEqual(['shell:s1', 'remote:marketing:m2']);
    expect(tagsOf('/blogs')).toEqual(['shell:s1', 'remote:blog:b7']);
    expect(tagsOf('/not-sent')).toEqual(['shell:s1']);
  });

  it('purges the releases that stopped being live, and only those', () => {
    expect(
      retiredReleaseTags({ marketing: 'm2', blog: 'b7' }, { marketing: 'm3', blog: 'b7' }),
    ).toEqual(['remote:marketing:m2']);
    expect(retiredReleaseTags({ blog: 'b7' }, { blog: 'b7' })).toEqual([]);
  });
});
