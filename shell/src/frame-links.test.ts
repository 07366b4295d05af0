import { repoRoutes } from '../../test/declared-routes';
import { frameLinks } from './frame-links';

/** The items of `within` that `list` has, in `within`'s order (others left out). */
const inOrderWithin = (list: readonly string[], within: readonly string[]) =>
  within.filter((item) => list.includes(item));

describe("the frame's links", () => {
  const labels = (filter: (link: (typeof frameLinks)[number]) => boolean) =>
    frameLinks.filter(filter).map((link) => link.label);

  it("are the specification's, in its order", () => {
    const header = [
      'Home',
      'About Us',
      'HealthCare',
      'Finance',
      'Compliance',
      'Salesforce',
      'Contact Us',
      'Blogs',
    ];
    expect(
      inOrderWithin(
        header,
        labels((link) => 'header' in link),
      ),
    ).toEqual(header);
    for (const [column, links] of [
      ['services', ['HealthCare', 'Finance', 'Compliance', 'Salesforce']],
      ['company', ['About Us', 'Contact Us', 'Blogs']],
      ['legal', ['Privacy Policy', 'Cookies Policy']],
    ] as const) {
      expect(
        inOrderWithin(
          links,
          labels((link) => 'footer' in link && link.footer === column),
        ),
      ).toEqual(links);
    }
  });

  it("each lead to a page one of this repository's remotes serves", () => {
    const served = new Set(repoRoutes.map((route) => route.path));
    expect(frameLinks.filter((link) => !served.has(link.path))).toEqual([]);
  });
});
