import type { ServerState } from '@site/contracts/server-state';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { PreviewContext } from './preview-context';
import { useDraftFromServer } from './use-draft-from-server';

let navigate: NavigateFunction;
const reload = jest.fn();

function Frame() {
  useDraftFromServer(reload);
  const navigateHere = useNavigate();
  useEffect(() => {
    navigate = navigateHere;
  }, [navigateHere]);
  return null;
}

const openAt = (path: string, preview: ServerState['preview']) =>
  render(
    <PreviewContext value={preview}>
      <MemoryRouter initialEntries={[path]}>
        <Frame />
      </MemoryRouter>
    </PreviewContext>,
  );

const go = (to: string | number) =>
  act(async () => {
    if (typeof to === 'number') await navigate(to);
    else await navigate(to);
  });

const draft = { draft: '/blog/a-draft' };

beforeEach(() => reload.mockReset());

test('the draft the server rendered is not loaded again', async () => {
  openAt('/blog/a-draft', draft);
  await go('/blog/a-draft#section');
  expect(reload).not.toHaveBeenCalled();
});

test('coming back to the draft with the Back button loads it from the server', async () => {
  openAt('/blog/a-draft', draft);
  await go('/blogs');
  expect(reload).not.toHaveBeenCalled();
  await go(-1);
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a link to the draft from another page loads it from the server', async () => {
  openAt('/blog/a-draft', draft);
  await go('/about');
  await go('/blog/a-draft');
  expect(reload).toHaveBeenCalledTimes(1);
});

test('without a draft, pages are rendered in the browser', async () => {
  openAt('/blog/a-post', undefined);
  await go('/blogs');
  await go(-1);
  expect(reload).not.toHaveBeenCalled();
});

test('a release preview renders its pages in the browser', async () => {
  openAt('/', { remote: 'marketing', version: '2' });
  await go('/about');
  await go(-1);
  expect(reload).not.toHaveBeenCalled();
});
