import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { SiteProvider } from '@site/ui';
import { earlyPressCaptureScript } from '@site/ui/early-press-script';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { renderPage } from '../../../test/render';
import { loadPageData, providePageData } from '../api/page-data';
import { fakePostList } from '../testing/fake-post-list';
import BlogListPage from './BlogListPage';

jest.mock('../config/blog-config', () => ({
  loadBlogConfig: async () => ({ supabaseUrl: 'http://blog.test', supabaseAnonKey: 'anon' }),
}));
// Stay Updated has tests of its own.
jest.mock('../components/NewsletterSignup', () => ({ NewsletterSignup: () => null }));

const filter = () => screen.getByRole('group', { name: 'Filter posts by category' });
const categoryButton = (name: string) => within(filter()).getByRole('button', { name });
const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const loadMore = () => screen.getByRole('button', { name: 'Load More Posts' });
/** The query a GET form's button submits: its form's fields and itself, in the form's order. */
function submittedQuery(button: HTMLElement) {
  const query = new URLSearchParams();
  for (const control of (button as HTMLButtonElement).form!.elements) {
    const { name, value, type } = control as HTMLInputElement | HTMLButtonElement;
    const submits = type === 'hidden' || control === button;
    if (name && submits) query.append(name, value);
  }
  return query.toString();
}
const head = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute);

/** The page at `path` as the browser shows it after the server rendered it with its data. */
async function openRendered(path: string) {
  window.history.replaceState(null, '', path);
  const { status, data } = await loadPageData(path);
  providePageData(data);
  const view = await renderPage(<BlogListPage />, path);
  return { status, ...view };
}

let backend: ReturnType<typeof fakePostList>;
beforeEach(() => {
  backend = fakePostList({ Compliance: 12, 'SaaS Solutions': 10, Salesforce: 3 });
});

describe('the blog list of a category its address names', () => {
  it('shows that category’s posts at once, with its button pressed and its own head tags', async () => {
    await openRendered('/blogs?category=Compliance');
    expect(backend.bodies()).toHaveLength(1); // the server's call: the page asks nothing more
    expect(cardTitles()).toHaveLength(10);
    expect(cardTitles()[0]).toBe('Compliance post 1');
    expect(categoryButton('Compliance')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'false');
    expect(document.title).toBe('Compliance Articles | Elevate SaaS Solutions');
    expect(head('meta[name="description"]')).toMatch(/^Articles on Compliance /);
    expect(head('link[rel="canonical"]', 'href')).toBe(
      'http://localhost/blogs?category=Compliance',
    );
  });

  it('a later page of a category points to its first page', async () => {
    await openRendered('/blogs?category=Compliance&page=2');
    expect(cardTitles()).toEqual(['Compliance post 11', 'Compliance post 12']);
    expect(head('link[rel="canonical"]', 'href')).toBe(
      'http://localhost/blogs?category=Compliance',
    );
  });

  it('an unknown category shows All (the server answers 404)', async () => {
    const { status } = await openRendered('/blogs?category=Gardening');
    expect(status).toBe(404);
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toBe('Blog | Elevate SaaS Solutions');
    expect(head('link[rel="canonical"]', 'href')).toBe('http://localhost/blogs');
    expect(cardTitles()).toHaveLength(10);
    expect(backend.bodies()).toHaveLength(1);
  });
});

/** The form `element` belongs to, which must be a GET form to /blogs (it works without JavaScript). */
function blogsFormOf(element: HTMLElement): HTMLFormElement {
  const form = element.closest('form');
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/blogs');
  return form!;
}

describe('the category buttons', () => {
  it('submit a GET form to /blogs: each its category, All none', async () => {
    await openRendered('/blogs');
    const form = blogsFormOf(filter());
    expect(categoryButton('All')).toHaveAttribute('type', 'submit');
    expect(categoryButton('All')).not.toHaveAttribute('name');
    expect(categoryButton('SaaS Solutions')).toHaveAttribute('type', 'submit');
    expect(categoryButton('SaaS Solutions')).toHaveAttribute('name', 'category');
    expect(categoryButton('SaaS Solutions')).toHaveAttribute('value', 'SaaS Solutions');
    expect(form.querySelector('[name="page"]')).toBeNull(); // a category starts from its first page
  });

  it('reload the list in place from the start, and the address follows', async () => {
    await openRendered('/blogs?page=2');
    const user = userEvent.setup();
    await user.click(categoryButton('SaaS Solutions'));
    await waitFor(() => expect(cardTitles()[0]).toBe('SaaS Solutions post 1'));
    expect(backend.bodies().at(-1)).toEqual({ category: 'SaaS Solutions', limit: 10, offset: 0 });
    expect(categoryButton('SaaS Solutions')).toHaveAttribute('aria-pressed', 'true');
    expect(window.location.pathname + window.location.search).toBe(
      '/blogs?category=SaaS+Solutions',
    );
    expect(document.title).toBe('SaaS Solutions Articles | Elevate SaaS Solutions');

    await user.click(categoryButton('All'));
    await waitFor(() => expect(cardTitles()).toHaveLength(10));
    expect(backend.bodies().at(-1)).toEqual({ limit: 10, offset: 0 });
    expect(window.location.pathname + window.location.search).toBe('/blogs');
    expect(document.title).toBe('Blog | Elevate SaaS Solutions');
  });
});

/** The declarations of the rules Emotion has inserted for an element's class. */
function stylesOf(element: Element) {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .map((rule) => rule.cssText)
    .filter((text) => text.includes(`.${element.className}`))
    .join('\n');
}

describe('the cards below the first screen', () => {
  it('are laid out only when they come near it; the first row at once', async () => {
    await openRendered('/blogs');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(10);
    for (const card of cards.slice(0, 3)) {
      expect(stylesOf(card)).not.toContain('content-visibility');
    }
    for (const card of cards.slice(3)) {
      expect(stylesOf(card)).toContain('content-visibility: auto');
      expect(within(card).getByRole('link', { name: 'Read More' })).toBeInTheDocument();
    }
  });
});

describe('the cards’ images', () => {
  it('the first, the largest paint on a phone, at high priority; the first row at once; the rest lazily', async () => {
    await openRendered('/blogs');
    const images = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array<string>(3).fill('eager'),
      ...Array<string>(7).fill('lazy'),
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...Array<null>(9).fill(null),
    ]);
  });
});

describe('Load More Posts', () => {
  it('is a GET form’s button to the next page that keeps the category', async () => {
    await openRendered('/blogs?category=Compliance');
    blogsFormOf(loadMore());
    expect(submittedQuery(loadMore())).toBe('category=Compliance&page=2');
  });

  it('asks for no category on All', async () => {
    await openRendered('/blogs');
    expect(submittedQuery(loadMore())).toBe('page=2');
  });

  it('loads the category’s next ten here, saying Loading... meanwhile, and then hides', async () => {
    await openRendered('/blogs?category=Compliance');
    const user = userEvent.setup();
    await user.click(loadMore());
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
    expect(backend.bodies().at(-1)).toEqual({ category: 'Compliance', limit: 10, offset: 10 });
    expect(screen.queryByRole('button', { name: 'Load More Posts' })).toBeNull();
    // The address stays the list's: the posts loaded here are not a page of their own.
    expect(window.location.search).toBe('?category=Compliance');
  });
});

describe('a category pressed before the page runs', () => {
  it('is held, then carried out in place once the page has hydrated', async () => {
    // The page as the server sends it: its inline script, then the HTML with the server's data.
    new Function(earlyPressCaptureScript)();
    const { data } = await loadPageData('/blogs');
    providePageData(data);
    const page = (router: ReactNode) => (
      <CacheProvider value={createCache({ key: 'css' })}>
        <SiteProvider>{router}</SiteProvider>
      </CacheProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      page(
        <StaticRouter location="/blogs">
          <BlogListPage />
        </StaticRouter>,
      ),
    );
    document.body.append(container);

    // After the script's own listener on the document: what the browser would do next.
    const native = jest.fn((event: Event) => expect(event.defaultPrevented).toBe(true));
    document.addEventListener('submit', native, true);
    within(container).getByRole('button', { name: 'Salesforce' }).click();
    document.removeEventListener('submit', native, true);
    expect(native).toHaveBeenCalledTimes(1); // held, not sent: the page would reload
    expect(within(container).getByRole('button', { name: 'Loading...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        page(
          <MemoryRouter initialEntries={['/blogs']}>
            <BlogListPage />
          </MemoryRouter>,
        ),
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Salesforce post 1', 'Salesforce post 2', 'Salesforce post 3']),
    );
    expect(categoryButton('Salesforce')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton('Salesforce')).toHaveAttribute('aria-busy', 'false');
    expect(backend.bodies().at(-1)).toEqual({ category: 'Salesforce', limit: 10, offset: 0 });
    expect(mismatches).toEqual([]);
  });
});
