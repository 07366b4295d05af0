import type { ServerState } from '@site/contracts/server-state';
import { SiteProvider } from '@site/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { resetRunningMark } from '../running-mark';
import { RemotePage } from './RemotePage';

let serverState: ServerState | null = null;
jest.mock('@site/contracts/server-state', () => ({ readServerState: () => serverState }));
jest.mock('@site/telemetry', () => ({ reportError: jest.fn() }));
const loadRemoteModule = jest.fn();
jest.mock('./remote-loader', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
}));

/** The region's page: it throws while rendering at once, or once its button is pressed. */
function pageThatThrows({ atOnce }: { atOnce: boolean }) {
  return function Page() {
    const [broken, setBroken] = useState(atOnce);
    if (broken) throw new Error('the page broke');
    return <button onClick={() => setBroken(true)}>Break</button>;
  };
}

async function renderRegion(Page: () => React.JSX.Element) {
  loadRemoteModule.mockResolvedValue({ default: Page });
  render(
    <SiteProvider>
      <MemoryRouter>
        <RemotePage remote="contact" module="./ContactPage" />
      </MemoryRouter>
    </SiteProvider>,
  );
  // The lazy page's code arrives.
  await act(async () => undefined);
}

const unavailable = () =>
  screen.queryByRole('heading', { name: 'This section is temporarily unavailable' });

beforeEach(() => {
  resetRunningMark();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The server's region as the page shows it, outside what this test renders.
  document.body.insertAdjacentHTML(
    'afterbegin',
    '<main id="main-content"><h1>Contact Us</h1><input name="name"></main>',
  );
  (document.querySelector('input[name="name"]') as HTMLInputElement).value = 'Ada';
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  serverState = null;
});

describe('RemotePage when its region throws', () => {
  it("keeps the server's region, as the visitor has it, when it throws while it hydrates", async () => {
    serverState = { regionRendered: true } as ServerState;
    await renderRegion(pageThatThrows({ atOnce: true }));
    expect(unavailable()).toBeNull();
    const copies = screen.getAllByRole('heading', { name: 'Contact Us' });
    // The server's region and the kept copy (in the page, React would have removed the first).
    expect(copies).toHaveLength(2);
    expect(
      screen.getAllByRole('textbox').map((field) => (field as HTMLInputElement).value),
    ).toEqual(['Ada', 'Ada']);
  });

  it('shows the unavailable message, with Retry, when a region rendered in the browser throws', async () => {
    await renderRegion(pageThatThrows({ atOnce: true }));
    expect(unavailable()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Contact Us' })).toHaveLength(1);
  });

  it('shows the unavailable message when the region throws after it ran', async () => {
    serverState = { regionRendered: true } as ServerState;
    await renderRegion(pageThatThrows({ atOnce: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Break' }));
    expect(unavailable()).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Contact Us' })).toHaveLength(1);
  });
});
