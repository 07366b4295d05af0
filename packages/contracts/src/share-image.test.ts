import { shareImageOf, shareImagePath, shareImageVersion } from './share-image';

describe('a share image’s address', () => {
  it('names the post and its version, short and URL-safe', () => {
    const path = shareImagePath('cloud-compliance', '2026-11-27T10:30:00Z');
    expect(path).toMatch(/^\/og\/blog\/cloud-compliance\/[0-9a-z]{1,12}\.png$/);
    expect(shareImageOf(path)).toEqual({
      slug: 'cloud-compliance',
      version: shareImageVersion('2026-11-27T10:30:00Z'),
    });
  });

  it('changes with the post’s last change, and is the same for the same time written another way', () => {
    expect(shareImageVersion('2026-11-27T10:30:00Z')).not.toBe(
      shareImageVersion('2026-11-27T10:30:01Z'),
    );
    expect(shareImageVersion('2026-11-27T10:30:00Z')).toBe(
      shareImageVersion('2026-11-27T10:30:00.000+00:00'),
    );
  });

  it('refuses what is not a time, and reads no path that is not an image of a post', () => {
    expect(() => shareImageVersion('soon')).toThrow('Not a time');
    for (const path of ['/og/blog/a/b.jpg', '/og/blog/A/b.png', '/og/blog/a/b/c.png', '/og/x.png'])
      expect(shareImageOf(path)).toBeUndefined();
  });
});
