import { listPath, listQueryOf } from './blog-paths';

describe('the list an address names', () => {
  it('is All from the first post when the query names nothing', () => {
    expect(listQueryOf('')).toEqual({ category: undefined, page: 1, unknownCategory: false });
    expect(listQueryOf('?category=')).toEqual({
      category: undefined,
      page: 1,
      unknownCategory: false,
    });
  });

  it('reads the category and the page as the filter and Load More submit them', () => {
    expect(listQueryOf('?category=SaaS+Solutions&page=3')).toEqual({
      category: 'SaaS Solutions',
      page: 3,
      unknownCategory: false,
    });
    expect(listQueryOf('?page=2&category=Healthcare%20Innovation')).toMatchObject({
      category: 'Healthcare Innovation',
      page: 2,
    });
  });

  it('says when the category is none of the filter’s, and shows All', () => {
    for (const name of ['Gardening', 'compliance', 'Digital Transformation']) {
      expect(listQueryOf(`?category=${encodeURIComponent(name)}`)).toEqual({
        category: undefined,
        page: 1,
        unknownCategory: true,
      });
    }
  });

  it('takes a page that is not a whole number from 1 as the first', () => {
    for (const page of ['0', '-1', '1.5', 'two', '', '10001'])
      expect(listQueryOf(`?page=${page}`).page).toBe(1);
  });
});

describe('the address of a list', () => {
  it('is written as a GET form writes it, and is /blogs for All', () => {
    expect(listPath({})).toBe('/blogs');
    expect(listPath({ category: undefined, page: 1 })).toBe('/blogs');
    expect(listPath({ page: 2 })).toBe('/blogs?page=2');
    expect(listPath({ category: 'SaaS Solutions' })).toBe('/blogs?category=SaaS+Solutions');
    expect(listPath({ category: 'Compliance', page: 2 })).toBe('/blogs?category=Compliance&page=2');
  });

  it('names the list it is read back as', () => {
    const path = listPath({ category: 'Financial Services', page: 4 });
    expect(listQueryOf(path.slice(path.indexOf('?')))).toMatchObject({
      category: 'Financial Services',
      page: 4,
    });
  });
});
